"""'The number of <things> [that] <name> <verb> is ...': an owner told after the things (ADR 0387)."""

import pytest

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.number_of_statements import _sentence_order
from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'has' on both sides, with and without 'that'
        (
            "Pia has 14 shells. The number of shells Ravi has is 6 more than the number of shells Pia has. "
            "How many shells does Ravi have?",
            20,
        ),
        (
            "Pia has 14 shells. The number of shells that Ravi has is 3 times the number of shells that Pia "
            "has. How many shells does Ravi have?",
            42,
        ),
        # another verb, the same on both sides, in the copula's tense
        (
            "Kai baked 30 rolls. The number of rolls Zoe baked was 4 less than twice the number of rolls Kai "
            "baked. How many rolls did Zoe bake?",
            56,
        ),
        (
            "Kai baked 30 rolls. The number of rolls Zoe baked was half the number of rolls Kai baked. "
            "How many rolls did they bake in total?",
            45,
        ),
        # 'K times as many as the number of ...', also for the 's form
        (
            "Pia has 5 kites. The number of kites Ravi has is 4 times as many as the number of kites Pia has. "
            "How many kites does Ravi have?",
            20,
        ),
        (
            "Pia has 5 kites. The number of Ravi's kites is twice as many as the number of Pia's kites. "
            "How many kites does Ravi have?",
            10,
        ),
        # a plain amount, and inside an 'if' clause
        ("The number of kites Ravi has is 7. How many kites does Ravi have?", 7),
        (
            "If the number of rolls Zoe baked was 3 more than the number of rolls Kai baked, and Kai baked "
            "12 rolls, how many rolls did Zoe bake?",
            15,
        ),
        # one side in the 's form, the other with the owner after the things
        (
            "The number of Pia's kites is 6. The number of kites Ravi has is 2 fewer than the number of Pia's "
            "kites. How many kites does Ravi have?",
            4,
        ),
    ],
)
def test_number_of_owners(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # two tenses, or two doings, on the two sides
        (
            "Pia has 14 shells. The number of shells Ravi has is 6 more than the number of shells Pia had. "
            "How many shells does Ravi have?",
            "unexpected_category",
        ),
        (
            "Pia has 14 shells. The number of shells Ravi has was 6 more than the number of shells Pia has. "
            "How many shells does Ravi have?",
            "unexpected_category",
        ),
        (
            "Kai baked 30 rolls. The number of rolls Zoe ate was 4 more than the number of rolls Kai baked. "
            "How many rolls did Zoe eat?",
            "unexpected_category",
        ),
        # another kind compared, a pronoun owner, the holder compared with itself
        (
            "Pia has 14 shells. The number of shells Ravi has is 6 more than the number of stones Pia has. "
            "How many shells does Ravi have?",
            "unexpected_category",
        ),
        (
            "Pia has 14 shells. The number of shells he has is 6 more than the number of shells Pia has. "
            "How many shells does Ravi have?",
            "unexpected_category",
        ),
        (
            "Pia has 14 shells. The number of shells Ravi has is 6 more than the number of shells Ravi has. "
            "How many shells does Ravi have?",
            "unexpected_category",
        ),
        # a place after the verb, a negation, the ambiguous 'three times more', two owners compared
        (
            "Pia has 14 shells. The number of shells Ravi has at home is 6 more than the number of shells Pia "
            "has. How many shells does Ravi have?",
            "unexpected_category",
        ),
        (
            "Pia has 14 shells. The number of shells Ravi doesn't have is 6 more than the number of shells Pia "
            "has. How many shells does Ravi have?",
            "unexpected_category",
        ),
        (
            "Pia has 14 shells. The number of shells Ravi has is three times more than the number of shells "
            "Pia has. How many shells does Ravi have?",
            "unexpected_category",
        ),
        (
            "Pia has 4 shells and Zoe has 3 shells. The number of shells Ravi has is 6 more than the number of "
            "shells Pia and Zoe have. How many shells does Ravi have?",
            "unexpected_category",
        ),
        # 'they' with no total word
        (
            "Kai baked 30 rolls. The number of rolls Zoe baked was half the number of rolls Kai baked. "
            "How many rolls did they bake?",
            "unused_operator",
        ),
    ],
)
def test_number_of_owners_refused(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason


def test_the_owner_and_its_verb_are_read_in_place(lexicon: Lexicon) -> None:
    """The plain order puts the owner and its own verb first; 'the number of', 'that' and 'is' are passed over."""
    sentence = split_sentences(
        "The number of shells that Ravi has is 6 more than the number of shells Pia has."
    )[0]
    order = _sentence_order(sentence_words(sentence, lexicon), sentence.is_question)
    assert order is not None
    assert [text for _, text in order] == ["Ravi", "has", "6", "more", "shells", "than", "Pia"]
    assert order[1][0] == 6  # 'has' at its own index, not the copula's (7)


def test_a_what_question_with_a_relative_owner_is_not_this_reading(lexicon: Lexicon) -> None:
    sentence = split_sentences("What is the number of kites Ravi has?")[0]
    assert _sentence_order(sentence_words(sentence, lexicon), sentence.is_question) is None
