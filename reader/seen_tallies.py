"""Things seen or counted, asked as the tally of the one who saw them (ADR 0440).

"Lana saw 4 owls and 3 hawks. How many birds did she see?": a verb of seeing or counting
(``tally: seen`` on the verb: see, notice, observe, spot, count) counts the things its act meets;
nothing is held, moved or made. The sentence reader has no role for such a verb and refuses it.
When the whole story is nothing but one person's tallies and the question asks that same tally
back, the sum of what was seen is what a gain of those things would sum to, so the problem is
told again with a gaining verb ('collect', in the same tense) and read by the whole reader, which
keeps its own rules for lists, kinds, comparisons and 'that number'. Any other story keeps its
refusal: "He saw 5 birds on a tree. 3 flew away. How many birds are on the tree?" tells a move of
things seen, and a sighting is no holding, so nothing there is rewritten.

The retelling is made only when:

- every sentence before the question is a statement "<name or pronoun> <tally verb> <amount> ...",
  the amount coming right after the verb (never 'that': "sees that ..." is a fact, ADR 0095);
- each of them has the one subject of the first (a pronoun after a name agrees with it), and no other
  verb, copula, auxiliary, modal, negation, subordinator or relative word follows ("sees 175 people
  enter"), nor 'again' or 'same', and no two of them tell the same tally word for word (the same
  things may have been counted twice);
- the question is "How many <words> did|does|do <that subject> <a tally verb told above> ...", with
  nothing after the verb that is a verb, auxiliary, modal, negation or subordinator either.

A present form the pack files as a noun ("count", "counts", "spots": the count, the spots) is taken
as the verb in that place when its past form is a tally verb of the same lemma.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.change_back import is_name, name_gender
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

TALLY_ATTR = "tally"
SEEN = "seen"
SUBJECTS = frozenset({"name", "pronoun"})
PEOPLE = frozenset({"name", "pronoun", "person_noun"})  # no one else may be named after the verb
NUMBERS = frozenset({"number", "number_word"})
DOES = frozenset({"do", "does", "did"})
# a word of any of these kinds after the verb makes the clause more than a tally of things seen
HALTING = frozenset(
    {
        "auxiliary",
        "modal",
        "negation",
        "subordinator",
        "relative_pronoun",
        "ability",
        "existential",
        "question_word",
        "copula",
    }
)
PAST = "collected"
# negation and conditions; 'again' and 'same' say the things may be the ones already tallied, so the
# tallies need not add up ("counted 9 swans. She counted 9 swans again.")
REFUSED_WORDS = frozenset({"not", "never", "if", "when", "again", "same", "recount", "recounted"})
AMOUNT_WORDS = frozenset({"number", "amount", "many", "much"})


def seen_tallies(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with its tally verbs told as 'collect', when it is one person's tallies only; else None."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    edits: list[tuple[int, int, str]] = []
    lemmas: set[str] = set()
    subject: Word | None = None
    for sentence in sentences[:-1]:
        found = _statement(sentence, lexicon)
        if found is None:
            return None
        opener, lemma, edit = found
        if subject is None:
            subject = opener
        elif not _same(subject, opener):
            return None
        lemmas.add(lemma)
        edits.append(edit)
    told = [" ".join(t.text.casefold() for t in s.tokens[2:]) for s in sentences[:-1]]
    if len(set(told)) != len(told):
        return None  # the same tally told twice may be the same things counted again
    assert subject is not None
    asked = _question(sentences[-1], lexicon, subject, lemmas)
    if asked is None:
        return None
    edits.append(asked)
    step = "what was seen or counted is tallied by the act, read as things collected by the one who saw them"
    return with_edits(text, edits, [step])


def _tally_lemma(word: Word | None, lexicon: Lexicon) -> str | None:
    """The lemma of a tally verb the word is, or of whose past form a noun '-s' surface is the present."""
    if word is None or word.sense is None:
        return None
    if word.category.startswith("verb"):
        return word.lemma if word.attr(TALLY_ATTR) == SEEN else None
    surface = word.text.casefold()
    if word.category != "noun":
        return None
    stem = surface[:-1] if surface.endswith("s") else surface
    for past in (stem + "ed", stem + stem[-1:] + "ed", stem + "d"):
        sense = lexicon.lookup(past)
        if sense is not None and sense.category.startswith("verb") and sense.entry.lemma == stem:
            if sense.entry.attr(TALLY_ATTR) == SEEN:
                return stem
    return None


def _told_as(word: Word, lemma: str) -> str | None:
    """The form of 'collect' in the tense of the tally verb as written; None for a participle in '-ing'."""
    surface = word.text.casefold()
    if surface.endswith("ing"):
        return None
    if surface == lemma:
        return "collect"
    if surface in (lemma + "s", lemma + "es"):
        return "collects"
    return PAST


def _clean(words: tuple[Word | None, ...]) -> bool:
    """No word after the verb is unknown, another verb or a word that makes the clause more than a tally."""
    for at, word in enumerate(words):
        if word is None or word.text.casefold() in REFUSED_WORDS:
            return False
        if word.text.casefold() == "that" and _names_amount(words[at + 1 : at + 2]):
            continue  # "six times that number": 'that' points back at an amount told
        if word.category.startswith("verb") or word.category in HALTING or word.category in PEOPLE:
            return False
        if is_name(word):
            return False
    return True


def _names_amount(after: tuple[Word | None, ...]) -> bool:
    """The word after 'that' names the amount just told ("that number", "that many")."""
    return bool(after) and after[0] is not None and after[0].lemma.casefold() in AMOUNT_WORDS


def _statement(sentence: Sentence, lexicon: Lexicon) -> tuple[Word, str, tuple[int, int, str]] | None:
    """(the subject, the verb's lemma, the verb's edit) of "<subject> <tally verb> <amount> ...", else None."""
    if sentence.is_question:
        return None
    words = sentence_words(sentence, lexicon)
    if len(words) < 4 or words[0] is None or words[2] is None:
        return None
    opener, verb, amount = words[0], words[1], words[2]
    lemma = _tally_lemma(verb, lexicon)
    if (
        not (opener.category in SUBJECTS or is_name(opener))
        or lemma is None
        or amount.category not in NUMBERS
    ):
        return None
    assert verb is not None
    told = _told_as(verb, lemma)
    if told is None or not _clean(words[3:]):
        return None
    token = sentence.tokens[1]
    return opener, lemma, (token.start, token.end, told)


def _question(
    sentence: Sentence, lexicon: Lexicon, subject: Word, lemmas: set[str]
) -> tuple[int, int, str] | None:
    """The edit of the asked verb in "How many ... did <subject> <tally verb> ...?", else None."""
    words = sentence_words(sentence, lexicon)
    if len(words) < 5 or any(word is None for word in words[:2]):
        return None
    if words[0].text.casefold() != "how" or words[1].text.casefold() != "many":  # type: ignore[union-attr]
        return None
    at = next(
        (i for i in range(2, len(words)) if words[i] is not None and words[i].text.casefold() in DOES), None
    )
    if at is None or at + 2 >= len(words) or any(w is None for w in words[2:at]):
        return None
    asker, verb = words[at + 1], words[at + 2]
    if asker is None or not _same(subject, asker):
        return None
    if any(w.category.startswith("verb") or w.category in HALTING for w in words[2:at] if w is not None):
        return None
    lemma = _tally_lemma(verb, lexicon)
    if lemma is None or lemma not in lemmas or verb is None or verb.text.casefold() != lemma:
        return None
    if not _clean(words[at + 3 :]):
        return None
    token = sentence.tokens[at + 2]
    return token.start, token.end, "collect"


def _same(subject: Word, other: Word) -> bool:
    """The other opener is the subject again: the same name or pronoun, or 'he'/'she' after a name.

    A name of no known gender ("Tilly") takes either pronoun: the story names no one else, as no
    tally sentence has a name, person or pronoun after its verb.
    """
    said = other.text.casefold()
    if is_name(other):
        return is_name(subject) and subject.text == other.text
    if other.category != "pronoun":
        return False
    if subject.category == "pronoun":
        return subject.text.casefold() == said
    if not is_name(subject) or said not in ("he", "she"):
        return False
    gender = name_gender(subject) or ""
    return gender in ("", "any") or gender == {"he": "male", "she": "female"}[said]


__all__ = ["seen_tallies"]
