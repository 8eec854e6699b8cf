"""'the rest' after a known part (ADR 0050) and packing into containers (ADR 0051)."""

from tests.reader.reading import refusal_of, value_of


def test_the_rest_is_what_is_left_after_the_part(lexicon):
    text = "Nora had 24 stamps. She used 9 of them and gave the rest to Leo. How many stamps did she give to Leo?"
    assert value_of(text, lexicon) == 15


def test_the_rest_after_a_part_in_an_earlier_sentence(lexicon):
    text = "Tess had 18 ribbons. She lost 5 of them. Then she gave the rest to Mia. How many ribbons did Tess give to Mia?"
    assert value_of(text, lexicon) == 13


def test_the_rest_with_no_part_refuses(lexicon):
    text = "Nora had 24 stamps. She gave the rest to Leo. How many stamps did she give to Leo?"
    assert refusal_of(text, lexicon).reason == "incomplete_operation"


def test_the_rest_of_two_kinds_refuses(lexicon):
    text = "Nora had 24 stamps and 6 stickers. She used 9 stamps and gave the rest to Leo. How many stamps did she give to Leo?"
    assert refusal_of(text, lexicon).reason == "incomplete_operation"


def test_the_rest_after_a_gain_refuses(lexicon):
    text = "Nora had 24 stamps. She used 9 of them. Leo gave her 5 stamps. Then she gave the rest to Ann. How many stamps did Nora give to Ann?"
    assert refusal_of(text, lexicon).reason == "incomplete_operation"


def test_the_rest_of_a_part_someone_else_used(lexicon):
    text = "Nora had 24 stamps. Leo used 9 of them. Nora gave the rest to Ann. How many stamps did Nora give to Ann?"
    assert value_of(text, lexicon) == 15  # only Nora's stamps were told: Leo used hers (ADR 0405)


def test_the_remaining_noun_reads_as_the_rest(lexicon):
    text = "Jude had 30 kites. He sold 21 of them. He gave the remaining kites to Pam. How many kites did Jude give to Pam?"
    assert value_of(text, lexicon) == 9


def test_the_remaining_packed_pieces(lexicon):
    text = (
        "Frank had 33 pieces of chalk. He lost 24 of them. He put the remaining pieces into boxes with 3 pieces "
        "in each box. How many boxes does Frank have?"
    )
    assert value_of(text, lexicon) == 3


def test_them_for_kinds_of_one_noun_is_the_general_noun(lexicon):
    text = "Rhea bought 25 red mugs and 30 blue mugs. She broke 14 of them. How many mugs does Rhea have now?"
    assert value_of(text, lexicon) == 41


def test_them_for_kinds_of_one_noun_leaves_each_kind_unknown(lexicon):
    text = "Rhea bought 25 red mugs and 30 blue mugs. She broke 14 of them. How many blue mugs does Rhea have now?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


def test_them_for_two_different_nouns_refuses(lexicon):
    text = "Rhea had 25 plates and 30 bowls. She broke 14 of them. How many bowls does Rhea have now?"
    assert refusal_of(text, lexicon).reason == "unresolved_pronoun"


def test_them_for_someone_elses_amount_refuses(lexicon):
    text = "Rhea had 25 plates. Omar had 30 plates. She broke 14 of them. How many plates does Omar have now?"
    assert refusal_of(text, lexicon).reason == "unresolved_pronoun"


def test_packing_the_rest_counts_containers(lexicon):
    text = (
        "Kofi had 27 photos. He deleted 3 of them and put the rest into albums with 8 photos in each one. "
        "How many albums does Kofi have?"
    )
    assert value_of(text, lexicon) == 3


def test_packing_with_an_elided_unit_and_a_making_question(lexicon):
    text = "Max had 36 nuts. He ate 6 of them and placed the rest into piles with 5 in each pile. How many piles could he make?"
    assert value_of(text, lexicon) == 6


def test_packing_leaves_the_contents_with_the_holder(lexicon):
    text = "Uma had 60 stones. She put 56 stones into jars with 8 in each jar. How many stones does Uma have?"
    assert value_of(text, lexicon) == 60


def test_packing_with_a_remainder_refuses(lexicon):
    text = (
        "Ravi had 50 marbles. He gave 13 of them to Dev and put the rest into bags with 6 marbles in each bag. "
        "How many bags does Ravi have?"
    )
    assert refusal_of(text, lexicon).reason == "non_integer_count"


def test_packing_other_things_into_each_refuses(lexicon):
    text = (
        "Ravi had 50 marbles. He gave 14 of them to Dev and put the rest into bags with 6 beads in each bag. "
        "How many bags does Ravi have?"
    )
    assert refusal_of(text, lexicon).reason == "unit_mismatch"


def test_packing_into_containers_already_held_refuses(lexicon):
    text = (
        "Uma had 2 jars. She had 60 stones. She put 56 stones into jars with 8 stones in each jar. "
        "How many jars does Uma have?"
    )
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


def test_groups_of_a_number(lexicon):
    assert (
        value_of(
            "Hana has 48 buttons. She split them into groups of 6. How many groups did she make?", lexicon
        )
        == 8
    )


def test_groups_of_the_rest(lexicon):
    text = "Ada had 72 cards. She gave 24 of them to Bo. She split the rest into decks of 8. How many decks did Ada make?"
    assert value_of(text, lexicon) == 6


def test_groups_that_leave_a_remainder_refuse(lexicon):
    text = "Hana has 50 buttons. She split them into groups of 6. How many groups did she make?"
    assert refusal_of(text, lexicon).reason == "non_integer_count"


def test_them_after_a_part_in_the_same_sentence_is_not_the_whole(lexicon):
    text = "Greg has 44 cookies. He ate 4 of them and split them into boxes of 4. How many boxes did he make?"
    assert refusal_of(text, lexicon).reason == "unresolved_pronoun"


def test_a_making_question_about_someone_else_refuses(lexicon):
    text = "Hana has 48 buttons. She split them into groups of 6. How many groups did her sister make?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_then_joins_two_clauses_like_and_then(lexicon):
    text = "Sam had 10 apples. He ate 3 apples then gave 2 apples to Ann. How many apples does Sam have?"
    assert value_of(text, lexicon) == 5


def test_then_before_a_new_subject(lexicon):
    text = "Sam had 10 apples. He ate 3 apples then Ann gave him 2 apples. How many apples does Sam have?"
    assert value_of(text, lexicon) == 9
