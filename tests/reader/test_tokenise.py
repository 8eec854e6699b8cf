from reader.tokenise import split_sentences, tokenise


def texts(text: str) -> list[list[str]]:
    return [[t.text for t in s.tokens] for s in split_sentences(text)]


def test_money_decimals_and_thousands_stay_whole():
    assert texts("Tina makes $18.00 an hour. She has 1,200 apples and 3.5 pies.") == [
        ["Tina", "makes", "$18.00", "an", "hour"],
        ["She", "has", "1,200", "apples", "and", "3.5", "pies"],
    ]


def test_abbreviations_do_not_end_sentences():
    assert texts("Mr. Smith woke at 7 a.m. today. He ate.") == [
        ["Mr.", "Smith", "woke", "at", "7", "a.m.", "today"],
        ["He", "ate"],
    ]


def test_missing_final_stop_and_double_spaces():
    sentences = split_sentences("Sam has 5 apples.  How many apples does Sam have")
    assert [s.terminator for s in sentences] == [".", ""]
    assert sentences[1].tokens[-1].text == "have"


def test_quotes_and_question_mark():
    sentences = split_sentences('He said "Sam has 5 apples". How many?')
    assert [t.text for t in sentences[0].tokens] == ["He", "said", '"', "Sam", "has", "5", "apples", '"']
    assert sentences[1].is_question


def test_clitics_split():
    assert texts("Tom's dog didn't eat. The boys' kites can't fly") == [
        ["Tom", "'s", "dog", "did", "n't", "eat"],
        ["The", "boys", "'", "kites", "ca", "n't", "fly"],
    ]


def test_clitic_written_apart_and_curly_apostrophe():
    assert texts("Sara 's dog") == [["Sara", "'s", "dog"]]
    assert texts("Sara\u2019s dog") == [["Sara", "'s", "dog"]]


def test_offsets_point_into_the_text():
    text = "Sam  has $5.50, twenty-five apples."
    for token in tokenise(text):
        assert text[token.start : token.end] == token.text


def test_hyphen_after_one_letter_stays_inside_the_word():
    tokens = [t.text for t in split_sentences("He sold 5 t-shirts and twenty-five hats.")[0].tokens]
    assert tokens == ["He", "sold", "5", "t-shirts", "and", "twenty", "-", "five", "hats"]
