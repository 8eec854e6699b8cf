"""A question's 'from <the setting>' that only repeats where the story's things came about (ADR 0238).

"While on vacation, Rosa took 12 pictures at the beach and 20 at the castle. If she later deleted 25
of the pictures, how many pictures from her vacation did she still have?" The question's 'from her
vacation' read as a source (who gave them?), and a question about where an amount came from
refused. Here it is when they were made: the story opened with that very setting, and every one of
the asked things came about inside it, so the phrase picks out all of them and the question is the
plain one.

Read only when the words say so, never from a guess about the phrase:

- the question has 'from', at most one article or possessive pronoun, and one noun, followed by a
  verb or the question's end ("pictures from her vacation did she ...", not "from her vacation
  photos");
- the first sentence opens, before its first comma, with a setting phrase (a preposition or 'while')
  naming the same noun ("While on vacation,", "During her trip,") and holding no number;
- the question read again without the phrase answers, and in that reading every amount of the asked
  kind came about by a gain told in the opening sentence: a holding stated anywhere (it may have
  been there before the setting) or a gain told in a later sentence (made after it?) stands aside.
"""

from __future__ import annotations

from collections.abc import Callable

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import split_sentences

SOURCE = "prep_source"
OPENERS = frozenset({"preposition", "prep_in", "prep_price", "subordinator"})
SETTING_WORDS = OPENERS | frozenset({"article", "pronoun", "adjective", "noun"})
NOUNS = frozenset({"noun"})


def _leading(word: Word) -> bool:
    if word.category == "article":
        return True
    return word.category == "pronoun" and word.attr("case") in ("possessive", "object_or_possessive")


def _phrase(words: tuple[Word | None, ...]) -> tuple[int, int, str] | None:
    """The question's one 'from [det] noun' before a verb or the end: (first, last token, noun lemma)."""
    found = [i for i, w in enumerate(words) if w is not None and w.category == SOURCE]
    if len(found) != 1:
        return None
    at = found[0] + 1
    if at < len(words) and words[at] is not None and _leading(words[at]):  # type: ignore[arg-type]
        at += 1
    noun = words[at] if at < len(words) else None
    if noun is None or noun.category not in NOUNS:
        return None
    after = words[at + 1] if at + 1 < len(words) else None
    ends = (
        after is None
        or after.category == "punctuation"
        or after.category.startswith("verb")
        or after.category in ("auxiliary", "copula")
    )
    return (found[0], at, noun.lemma.casefold()) if ends else None


def _opens_with(words: tuple[Word | None, ...], lemma: str) -> bool:
    """The sentence opens with a setting phrase before its first comma that names ``lemma``."""
    first = words[0] if words else None
    if first is None or first.category not in OPENERS:
        return False
    for at in range(1, len(words) - 1):
        word = words[at]
        if word is None or word.category == "punctuation":
            return False  # the phrase ended before naming the noun
        if word.category == "noun" and word.lemma.casefold() == lemma:
            after = words[at + 1]  # the noun ends the phrase: a comma follows it
            return after is not None and after.category == "punctuation" and after.attr("mark") == "comma"
        if word.category not in SETTING_WORDS:
            return False
    return False


def _owner_agrees(word: Word | None, answer, question: tuple[Word | None, ...] = ()) -> bool:
    """ "from her trip" asked of 'he': the setting is someone else's (ADR 0244). A possessive pronoun in
    the phrase must agree with the one person asked about; an article or a name says nothing."""
    if word is not None and word.category == "article" and word.text.casefold() in ("a", "an"):
        return False  # "pictures from a wedding": some wedding, not the one the story opened with
    if word is None or word.category != "pronoun":
        return True
    graph = answer.graph
    asked = [e for e in graph.entities if e.key in graph.question.entities]
    if len(asked) != 1:
        return False
    gender, number = word.attr("gender"), word.attr("number")
    if number and number != asked[0].number:
        return False
    said = {
        w.attr("gender")
        for w in question
        if w is not None
        and w.category == "pronoun"
        and w.attr("case") == "subject"
        and w.attr("number") == "singular"
    }
    if gender not in ("male", "female"):
        return True
    if said:  # "from his vacation did he": the asker's own pronoun, for a name of open gender too
        return said == {gender}
    return asked[0].gender == gender


def _all_made_in_setting(answer) -> bool:
    graph = answer.graph
    units = graph.question_units
    mine = [e for e in graph.events if e.unit_key in units]
    if not mine or any(e.kind != "change" for e in mine):
        return False
    gains = [e for e in mine if e.sign > 0]
    return bool(gains) and all(e.sentence_index == 0 for e in gains)


def read_setting_source(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]):
    """(the plain question's Answer, the step) when 'from <setting>' only repeats the opening setting."""
    from reader.answer import Answer

    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question or sentences[0].is_question:
        return None
    question = sentences[-1]
    found = _phrase(sentence_words(question, lexicon))
    if found is None:
        return None
    first, last, lemma = found
    if not _opens_with(sentence_words(sentences[0], lexicon), lemma):
        return None
    opening = sentences[0].tokens
    comma = next(i for i, t in enumerate(opening) if t.text == ",")
    if any(any(c.isdigit() for c in t.text) for t in opening[:comma]):
        return None
    start, end = question.tokens[first].start, question.tokens[last].end
    said = text[start:end]
    plain = text[:start].rstrip() + " " + text[end:].lstrip()
    result = read(plain, lexicon)
    if not isinstance(result, Answer) or not _all_made_in_setting(result):
        return None
    if not _owner_agrees(
        sentence_words(question, lexicon)[first + 1], result, sentence_words(question, lexicon)
    ):
        return None
    step = f"'{said}' repeats the story's opening setting: every one asked came about in it"
    return result, step
