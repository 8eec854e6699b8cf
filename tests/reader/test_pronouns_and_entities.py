from fractions import Fraction

from reader import Answer, ReaderRefusal, read_problem
from reader.api import _read


def test_names_are_case_free(lexicon):
    result = read_problem("Sam has 5 apples. sam eats 2 apples. How many apples does SAM have?", lexicon)
    assert isinstance(result, Answer) and result.value == 3


def test_they_is_never_one_person(lexicon):
    result = read_problem("Sam has 5 apples. They eat 2 apples. How many apples does Sam have?", lexicon)
    assert isinstance(result, ReaderRefusal) and result.reason == "unresolved_pronoun"
    assert (result.sentence_index, result.token_index) == (1, 0)


def test_they_binds_a_conjoined_subject(lexicon):
    result = read_problem("Ann and Sue each have 4 pens. How many pens do they have in all?", lexicon)
    assert isinstance(result, Answer) and result.value == 8


def test_resolutions_are_logged(lexicon):
    result = _read("Sam had 9 dimes. He found 3 dimes. How many dimes does Sam have?", lexicon)
    assert isinstance(result, Answer) and result.value == Fraction(12)


def test_negation_is_never_skipped(lexicon):
    result = read_problem(
        "Sam has 5 apples. He does not eat 2 apples. How many apples does he have?", lexicon
    )
    assert isinstance(result, ReaderRefusal) and result.token_text == "not"


def test_more_than_is_not_more(lexicon):
    added = read_problem("Sam has 5 apples. He buys 3 more apples. How many apples does he have?", lexicon)
    assert isinstance(added, Answer) and added.value == 8
    compared = read_problem(
        "Sam has 5 apples. Tom has 3 more apples than Sam. How many apples does Tom have?", lexicon
    )
    assert isinstance(compared, Answer) and compared.value == 8  # Sam's 5 plus 3, not Tom's own plus 3
    fewer = read_problem(
        "Sam has 5 apples. Tom has 3 fewer apples than Sam. How many apples does Tom have?", lexicon
    )
    assert isinstance(fewer, Answer) and fewer.value == 2


def test_each_versus_together(lexicon):
    each = read_problem("Ann and Sue each have 4 pens. How many pens do they have in all?", lexicon)
    together = read_problem("Ann and Sue have 4 pens together. How many pens do they have in all?", lexicon)
    assert isinstance(each, Answer) and each.value == 8
    assert isinstance(together, Answer) and together.value == 4  # the group's total, not twice it (ADR 0189)


def test_distractor_number_in_another_unit(lexicon):
    result = read_problem(
        "Sam has 5 apples and 7 pears. He eats 2 apples. How many apples does he have?", lexicon
    )
    assert isinstance(result, Answer) and result.value == 3


def test_names_that_are_words_keep_their_census_gender(lexicon):
    # "Mark" is a noun and "Ivy" a noun in the pack; both remember the gender of the name (ADR 0034).
    result = read_problem(
        "Mark has 9 pens. Ivy has 4 pens. She lost 1 pen. How many pens does Ivy have now?", lexicon
    )
    assert isinstance(result, Answer) and result.value == 3
    result = read_problem(
        "Tom had 5 apples. He gave 2 apples to Sue. How many apples does he have now?", lexicon
    )
    assert isinstance(result, Answer) and result.value == 3


def test_a_capitalised_verb_after_a_preposition_is_a_name(lexicon):
    result = read_problem(
        "Tom had 5 apples. He gave 2 apples to Sue. How many apples does Sue have?", lexicon
    )
    assert isinstance(result, ReaderRefusal) and result.reason == "underdetermined"


def test_the_gender_counts_only_for_the_lemma_itself(lexicon):
    from reader.rules.context import Word
    from reader.rules.nouns import name_gender

    tom, toms = lexicon.lookup("tom"), lexicon.lookup("toms")
    assert name_gender(Word("Tom", 0, "noun", tom)) == "male"
    assert name_gender(Word("Toms", 0, "noun", toms)) == "any"
