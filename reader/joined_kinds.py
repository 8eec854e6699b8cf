"""A question asking for two kinds at once: "How many green and yellow peaches are in the basket?" (ADR 0188).

The question is asked twice, once for each kind ("How many green peaches
...", "How many yellow peaches ..."), everything else kept, and the two
answers are added. Only one word is joined on each side of the 'and'
('math and biology homework', 'tomatoes and potatoes'), both words of one
part of speech, and the two kinds must not overlap, or the sum counts some
things twice:

- two describing words only when both are kept qualities of the lexicon's
  colour kind (``state: kept``): a thing is one colour, while "red and big
  balls" may share balls;
- two nouns only when neither is a kind of the other ("birds and storks")
  and neither names people, whose roles overlap ("students and girls").

Both questions must answer with whole counts; any refusal keeps the first
refusal. No comparison, 'each' or rate word may be in the question. 'left' /
'remain' were refused here until ADR 0275, which also lets two kinds of
people be joined when no one can be both (``reader/joined_kind_questions.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.joined_kind_questions import PERSON_NOUN, people_apart
from reader.kinds import PERSON, kind_chain, lexicon_kinds
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import split_sentences

THING_WORDS = frozenset({"noun", "adjective", "prep_of"})
NOT_ASKED = frozenset(
    {
        "more",
        "fewer",
        "less",
        "than",
        "each",
        "every",
        "per",
        "times",
        "twice",
        "half",
    }
)


@dataclass(frozen=True, slots=True)
class JoinedKinds:
    value: Fraction
    base: object  # the Answer for the first kind
    other: object  # the Answer for the second kind
    step: str


def _disjoint(a: Word, b: Word, lexicon: Lexicon, story: list) -> bool:
    if a.category == PERSON_NOUN:  # two kinds of people, each one person only (ADR 0275)
        return people_apart(a, b, story, lexicon)
    if a.lemma == b.lemma or a.category != b.category:
        return False
    if a.category == "adjective":
        return a.attr("state") == "kept" and b.attr("state") == "kept"
    kind_of = lexicon_kinds(lexicon.lookup)
    chain_a, chain_b = kind_chain(a.lemma, kind_of), kind_chain(b.lemma, kind_of)
    return a.lemma not in chain_b and b.lemma not in chain_a and PERSON not in chain_a + chain_b


def read_joined_kinds(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> JoinedKinds | None:
    """The sum of the two kinds' answers, or None when the question is not of this shape."""
    from reader.api import Answer

    sentences = split_sentences(text)
    if not sentences or not sentences[-1].is_question:
        return None
    last = sentences[-1]
    words = sentence_words(last, lexicon)
    texts = [t.text.casefold() for t in last.tokens]
    if any(t in NOT_ASKED for t in texts):
        return None
    starts = [i for i in range(len(texts) - 1) if texts[i] == "how" and texts[i + 1] == "many"]
    if len(starts) != 1:
        return None
    at = starts[0] + 2
    ands = [i for i, t in enumerate(texts) if t == "and" and i > at]  # an 'if' clause's own 'and' is kept
    if len(ands) != 1:
        return None
    j = ands[0]
    if j - 1 < at or j + 1 >= len(words):
        return None
    a, b = words[j - 1], words[j + 1]
    people = j - 1 == at and a is not None and a.category == PERSON_NOUN  # "how many boys and girls"
    if not people and any(w is None or w.category not in THING_WORDS for w in words[at:j]):
        return None
    if a is None or b is None or a.category not in ("noun", "adjective", PERSON_NOUN):
        return None
    if not _disjoint(a, b, lexicon, sentences[:-1]):
        return None
    tokens = last.tokens
    first = text[: tokens[j].start].rstrip() + text[tokens[j + 1].end :]
    second = text[: tokens[j - 1].start] + text[tokens[j + 1].start :]
    one, two = read(first, lexicon), read(second, lexicon)
    if not (isinstance(one, Answer) and isinstance(two, Answer)):
        return None
    if one.value.denominator != 1 or two.value.denominator != 1:
        return None
    value = one.value + two.value
    step = f"{a.text} and {b.text} together: {one.value} + {two.value} = {value}"
    return JoinedKinds(value, one, two, step)
