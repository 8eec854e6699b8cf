"""A named person described by a role noun: "Ana is a baker." says who Ana is, not what she has (ADR 0406).

Read as written, "<Name> is a baker" may make a second party of the baker, so a later 'she' could
mean either and the reading refuses. A copula that only says what the named person is (a trade, a
kind of person) adds no amount, so it is set aside before any sentence is read, like a describing
clause (ADR 0391):

- a whole statement "<Name> is a|an [describing words] <person noun> [in|at|from a|the ... place]."
  is dropped: "Ana is a baker. She sells ..." is read as "Ana sells ..." (a next sentence opened by
  'he'/'she' takes the name in the pronoun's place; any other next sentence is left as it is).
- the same opening joined to a clause about that person by ', he|she' or 'and he|she' is cut there:
  "Tom is a lawyer and he works ..." is read as "Tom works ...".
- the same opening joined by 'and' to a clause of another named person is cut there: "Ana is a
  baker and Tom has 5 pies" is read as "Tom has 5 pies" (Ana has none told).
- a 'he'/'she' that cannot be the named person (a name of the other gender) does not take the name:
  only the description is dropped, and the pronoun is read as written.
- a rewrite that would leave the person unnamed (a dropped statement no pronoun takes up, "and Tom
  has", a pronoun of the other gender) is made only when the name is told again elsewhere: else
  "their average age" or "How many do they have together" would lose a person of the story.
- the same opening followed by 'who' or 'and' and a verb keeps the subject and the verb:
  "Mia is a painter who sells ..." and "Mia is a painter and sells ..." are read as "Mia sells ...".

The described part must hold no number, no measure or comparing word ("an older baker", "a better
baker than Tom") and no unit; the person noun must be one singular person noun of the pack; and that
person noun may not appear anywhere else in the problem ("The baker has 5 ..." may be someone else,
and "How many bakers ..." counts them), nor any person noun not owned by someone ("the two students",
"the woman": the description may tell who is or is not one of them; "his son" is fine), else the
text is left as written, with all its refusals.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

TITLES = frozenset({"mr.", "mrs.", "ms.", "dr.", "miss"})
PLACE_PREPS = frozenset({"in", "at", "from"})
PLACE_OWNERS = frozenset({"a", "an", "the", "his", "her"})
PRONOUNS = frozenset({"he", "she"})
GENDERED = {"he": "male", "him": "male", "his": "male", "she": "female", "her": "female", "hers": "female"}
TITLE_GENDER = {"mr.": "male", "mrs.": "female", "ms.": "female", "miss": "female"}
COMPARING = frozenset({"JJR", "JJS", "RBR", "RBS"})
AFTER_PRONOUN = frozenset({"copula", "auxiliary", "adverb", "modal"})


def _subject_end(words: tuple[Word | None, ...]) -> int:
    """Index of the copula after an opening name ("Ana", "Mr. Lee"), or -1."""
    i = 0
    if words and words[0] is not None and words[0].text.casefold() in TITLES:
        i = 1
    start = i
    while i < len(words) and (w := words[i]) is not None and w.text[:1].isupper():
        if w.category not in ("name", "noun") and not (start == 1 and w.category == "adjective"):
            return -1
        i += 1
    if i == start or i - start > 2 or i >= len(words):
        return -1
    w = words[i]
    return i if w is not None and w.text == "is" and w.category == "copula" else -1


def _describing(w: Word | None) -> bool:
    """A plain describing word before the person noun: no comparing form, no measure, no number."""
    if w is None or w.text[:1].isupper() or set(w.tags) & COMPARING:
        return False
    return w.category in ("adjective", "noun") and w.shape is None


def _role(words: tuple[Word | None, ...], copula: int) -> int:
    """Index of the singular person noun in "is a|an [describing] <person noun>", or -1."""
    i = copula + 1
    if i >= len(words) or words[i] is None or words[i].text.casefold() not in ("a", "an"):
        return -1
    i += 1
    while i < len(words) and _describing(words[i]):
        i += 1
    w = words[i] if i < len(words) else None
    if w is None or w.category != "person_noun" or "NNS" in w.tags or w.text.casefold() in TITLES:
        return -1
    return i


def _place(words: tuple[Word | None, ...], at: int) -> int:
    """The end of an optional "in|at|from a|the [describing] <noun>" after the person noun."""
    w = words[at] if at < len(words) else None
    if w is None or w.text.casefold() not in PLACE_PREPS:
        return at
    i = at + 1
    if i >= len(words) or words[i] is None or words[i].text.casefold() not in PLACE_OWNERS:
        return -1
    i += 1
    start = i
    while i < len(words) and _describing(words[i]):
        i += 1
    if i == start or words[i - 1] is None or words[i - 1].category != "noun":
        return -1
    return i


def _verb(w: Word | None) -> bool:
    """A verb, or a word standing before one; "paints" may be looked up as a noun first: its tags still say verb."""
    if w is None:
        return False
    return w.category.startswith("verb") or w.category in AFTER_PRONOUN or bool({"VBZ", "VBD"} & set(w.tags))


def _cut(sentence: Sentence, words: tuple[Word | None, ...]) -> tuple[str, int, int] | None:
    """What to set aside in one sentence: ('all'|'to'|'keep', first token, last token), or None."""
    if sentence.is_question:
        return None
    copula = _subject_end(words)
    if copula < 0:
        return None
    role = _role(words, copula)
    if role < 0:
        return None
    end = _place(words, role + 1)
    if end < 0:
        return None
    if end == len(words):
        return ("all", 0, end - 1)
    w, nxt = words[end], words[end + 1] if end + 1 < len(words) else None
    after = words[end + 2] if end + 2 < len(words) else None
    if w is None or nxt is None:
        return None
    joins = w.text == "," or w.text.casefold() == "and"
    if joins and nxt.category == "pronoun" and nxt.text.casefold() in PRONOUNS and _verb(after):
        return ("to", 0, end + 1)  # "Tom is a lawyer and he works": from "he" on
    if w.text.casefold() in ("who", "and") and _verb(nxt) and nxt.category != "adverb":
        return ("keep", copula, end)  # "Mia is a painter who sells": "Mia sells"
    if (
        w.text.casefold() == "and"
        and nxt.category in ("name", "noun")
        and nxt.text[:1].isupper()
        and _verb(after)
        and after is not None
        and after.category != "copula"
    ):
        return ("other", 0, end)  # "Ana is a baker and Tom has 5 pies": "Tom has 5 pies"
    return None


OWNED_BY = frozenset({"his", "her", "their", "my", "our", "your"})


def _unowned_person(words: tuple[Word | None, ...], i: int) -> bool:
    """A person noun not owned by someone ("the two students", "the woman"; not "his son")."""
    w = words[i]
    if w is None or w.category != "person_noun" or w.text.casefold() in TITLES:
        return False
    j = i - 1  # "her 9 students", "his older brother": the owner before counts and describing words
    while j >= 0 and (b := words[j]) is not None and b.category in ("number", "number_word", "adjective"):
        j -= 1
    before = words[j] if j >= 0 else None
    owned = before is not None and (
        before.text.casefold() in OWNED_BY or before.category == "possessive_marker"
    )
    return not owned


def _elsewhere(text: str, sentence: Sentence, lemma: str, lexicon: Lexicon) -> bool:
    """The person noun, or a person noun that may take in the described person, is used in another sentence.

    "Ann is a teacher. ... How many apples do the two students have?": the description tells who is
    not a student, so it may not be dropped.
    """
    for other in split_sentences(text):
        if other.start == sentence.start:
            continue
        words = sentence_words(other, lexicon)
        if any(w is not None and w.lemma == lemma for w in words):
            return True
        if any(_unowned_person(words, i) for i in range(len(words))):
            return True
    return False


def _gender(words: tuple[Word | None, ...], copula: int) -> str:
    """The named person's gender, from a title or the name's entry ('' when unknown)."""
    first = words[0]
    if first is not None and first.text.casefold() in TITLE_GENDER:
        return TITLE_GENDER[first.text.casefold()]
    genders = {w.attr("gender") for w in words[:copula] if w is not None} - {"", "any", None}
    return genders.pop() if len(genders) == 1 else ""


def _first_pronoun(text: str, after: int, lexicon: Lexicon) -> str:
    """The gender of the first he/she/his/her after a point of the text ('' when none)."""
    for sentence in split_sentences(text):
        for t in sentence.tokens:
            if t.start >= after and t.text.casefold() in GENDERED:
                return GENDERED[t.text.casefold()]
    return ""


def role_sentences(text: str, lexicon: Lexicon) -> str:
    """The text with numberless role descriptions of a named person set aside."""
    sentences = split_sentences(text)
    edits: list[tuple[int, int, str]] = []
    for sentence in sentences:
        words = sentence_words(sentence, lexicon)
        cut = _cut(sentence, words)
        if cut is None:
            continue
        kind, first, last = cut
        role = _role(words, _subject_end(words))
        lemma = words[role].lemma  # type: ignore[union-attr]
        others = [w for w in words[last + 1 :] if w is not None]
        if (
            _elsewhere(text, sentence, lemma, lexicon)
            or any(w.lemma == lemma for w in others)
            or any(_unowned_person(words, i) for i in range(last + 1, len(words)))
        ):
            continue
        gender, told = (
            _gender(words, _subject_end(words)),
            _first_pronoun(text, sentence.tokens[role].end, lexicon),
        )
        tokens = sentence.tokens
        copula = _subject_end(words)
        name = text[tokens[0].start : tokens[copula - 1].end]
        if gender and told and gender != told:  # "Leo is a farmer. She has ...": 'she' is not Leo
            name = ""
        subject = text[tokens[0].start : tokens[copula - 1].end]
        named_again = subject in text[: sentence.start] + " " + text[sentence.end :]
        nxt = next((s for s in sentences if s.start > sentence.start), None)
        if (
            kind == "all"
            and name
            and nxt is not None
            and nxt.tokens
            and nxt.tokens[0].text.casefold() in PRONOUNS
        ):
            edits.append(
                (sentence.start, nxt.tokens[0].end, name)
            )  # "Hugo is a farmer. He has" -> "Hugo has"
        elif kind in ("all", "other") or (kind == "to" and not name):
            if not named_again:
                continue  # dropping the only mention would take the person out of the story ("their ages")
            if kind == "all":
                edits.append((sentence.start, nxt.start if nxt is not None else len(text), ""))
            elif kind == "other":
                edits.append((sentence.start, tokens[last + 1].start, ""))
            else:
                pronoun = tokens[last].text[:1].upper() + tokens[last].text[1:]
                edits.append((sentence.start, tokens[last].end, pronoun))
        elif kind == "to":
            edits.append(
                (sentence.start, tokens[last].end, name)
            )  # "Tom is a lawyer and he works" -> "Tom works"
        else:
            edits.append((tokens[first - 1].end, tokens[last].end, ""))
    if not edits:
        return text
    out, at = [], 0
    for start, end, new in sorted(edits):
        out.append(text[at:start])
        out.append(new)
        at = end
    out.append(text[at:])
    return "".join(out)
