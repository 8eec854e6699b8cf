"""A verb said once and left out of the next conjuncts (gapping), told again with the verb in each
conjunct (ADR 0503).

"Her grandpa sends her $7 per week, her grandma $5 per week, and her brother $2 per week." says 'sends
her' once; the sentence reader takes one verb per clause and refuses the bare "her grandma $5 per week".
The conjuncts are told as sentences of their own, each with the first clause's verb (same form, same
tense) and its recipient copied ("Her grandma sends her $5 per week. Her brother sends her $2 per
week."), and the whole reader reads the retold problem, so every check of the older readings still
applies. So are "The cheese costs $6 per pound, and the ham $8 per pound.", "Vik caught 6 fish, and Oren
9." (the count's noun is copied: "Oren caught 9 fish"), "Pia saved $30, and Lou twice as much as Pia.",
and with a day in front, "On Friday Rae baked 8 pies, and on Saturday 5 pies." (told "On Saturday Rae
baked 5 pies.") or "..., and on Saturday she baked 5." (the noun is copied).

Retold only when the first clause is exactly an optional day or month opener, one subject, one verb of
the lexicon, an optional pronoun recipient, one amount and an optional rate ("per week", "a day"); and
every later conjunct is a subject of the same kind (a name or a possessive and a person noun with a
person, "the|one|a <noun>" with a thing, singular with singular) and an amount of the same shape (money
with money, a count of the same noun or a bare number with a count, a rate with a rate), or a multiple
"twice|thrice|half|N times as much|many (<noun>) as X" where X is the first subject (or, with only two
conjuncts, no X at all).

Left as it was (the first refusal stands): 'not', 'never', 'each', 'respectively', 'while', 'but',
'whereas', 'only', 'also', 'or' and 'nor' anywhere in the sentence (a contrast, a distribution or a
negation is not one verb shared); a recipient that is a name ("Jo gave Kim $5, and Lu $3" may say Jo gave
Lu $3); a later subject of another kind or number; an amount of another shape or another noun ("Ida ran
5 miles, and Ove 40 minutes"); a bare number of 1 whose noun would be copied; a first clause with more
words than its verb, recipient and amount (a place or a purpose after the amount is not copied); and a
conjunct with a verb of its own, except the day opener with the same subject and verb and a bare number.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.whole_problem_words import or_none, words_by_surface

WHEN = (
    r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|"
    r"July|August|September|October|November|December)"
)
PERSON_DETS = {"his", "her", "their", "my", "our"}
THING_DETS = {"the", "one", "a", "an"}
PRONOUN_SUBJECTS = {"he", "she", "they", "i", "we"}
RECIPIENTS = r"(?:him|her|them|me|us)"
SUBJECT = r"(?:(?i:his|her|their|my|our|the|one|an?)\s+[a-z]+|[A-Z][a-z]+)"
MONEY = r"\$\d+(?:,\d{3})*(?:\.\d+)?"
COUNT = r"\d+(?:\.\d+)?(?:\s+(?P<noun>[a-z]+))?"
RATE = r"(?:\s+(?P<rate>(?:per|a|an)\s+[a-z]+))?"
AMOUNT = rf"(?:(?P<money>{MONEY})|(?P<count>{COUNT}))"
MULTIPLE = (
    r"(?P<multiple>(?:twice|thrice|half|\d+\s+times)\s+as\s+(?:much|many)(?:\s+[a-z]+)?)"
    rf"(?:\s+as\s+(?P<ref>{SUBJECT}))?"
)
FIRST = re.compile(
    rf"^(?:(?P<opener>On|In)\s+(?P<when>{WHEN}),?\s+)?(?P<subject>{SUBJECT})\s+(?P<verb>[a-z]+)"
    rf"(?:\s+(?P<recipient>{RECIPIENTS}))?\s+{AMOUNT}{RATE}$"
)
LATER = re.compile(rf"^(?P<subject>{SUBJECT})\s+(?:{AMOUNT}|{MULTIPLE}){RATE}$")
LATER_WHEN = re.compile(
    rf"^(?i:on|in)\s+(?P<when>{WHEN})(?:,?\s+(?P<subject>[A-Za-z]+)\s+(?P<verb>[a-z]+))?\s+{AMOUNT}$"
)
JOINS = re.compile(r"\s*,\s*and\s+|\s*,\s*|\s+and\s+")
REFUSED = re.compile(
    r"\b(?:not|never|each|respectively|while|but|whereas|only|also|or|nor|both|either|neither)\b|n't",
    re.IGNORECASE,
)
SENTENCE = re.compile(r"[^.!?]+(?:\.(?=\d)[^.!?]*)*[.!?]")


def gapped_verbs(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each gapped conjunct told as a sentence with its verb; None when no sentence
    before the question has that shape, or one breaks a guard."""
    words = or_none(words_by_surface, text, lexicon)
    if words is None:
        return None
    sentences = [(m.start(), m.group().strip()) for m in SENTENCE.finditer(text)]
    if len(sentences) < 2 or not sentences[-1][1].endswith("?"):
        return None
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for start, sentence in sentences[:-1]:
        if not sentence.endswith(".") or not JOINS.search(sentence):
            continue
        told = _retold(sentence[:-1], words)
        if told is None:
            continue
        at = text.index(sentence, start)
        edits.append((at, at + len(sentence), told))
        steps.append(f"'{sentence}' read as '{told}'")
    return with_edits(text, edits, steps)


def _retold(sentence: str, words: dict[str, Word]) -> str | None:
    """The sentence told as one sentence per conjunct; None when it is not a gapped list."""
    if REFUSED.search(sentence):
        return None
    parts = JOINS.split(sentence)
    first = FIRST.match(parts[0])
    if len(parts) < 2 or first is None or not _is_verb(first.group("verb"), words):
        return None
    subject = first.group("subject")
    kind = _kind(subject, words, opening=True)
    if kind is None:
        return None
    opener = first.group("opener")
    told = [parts[0] + "."]
    for part in parts[1:]:
        again = _later_when(part, first) if opener else _later(part, first, kind, len(parts), words)
        if again is None:
            return None
        told.append(again[0].upper() + again[1:] + ".")
    return " ".join(told)


def _later(
    part: str, first: re.Match[str], kind: tuple[str, bool], count: int, words: dict[str, Word]
) -> str | None:
    """A conjunct of subject and amount told with the first clause's verb and recipient."""
    later = LATER.match(part)
    if later is None or _kind(later.group("subject"), words, opening=False) != kind:
        return None
    recipient = first.group("recipient")
    if recipient is not None and later.group("subject").split()[0].casefold() not in PERSON_DETS:
        return None  # "Jo gave her $5, and Lu $3": Lu may be the one given to
    if (first.group("rate") is None) != (later.group("rate") is None):
        return None  # a rate only with a rate
    verb = first.group("verb") + (f" {recipient}" if recipient else "")
    if later.group("multiple"):
        ref = later.group("ref")
        if ref is None and count != 2:
            return None  # "..., and Cy twice as much": as whom?
        if ref is not None and ref.casefold() != first.group("subject").casefold():
            return None
    else:
        amount = _amount(later, first)
        if amount is None:
            return None
        rate = later.group("rate")
        return f"{later.group('subject')} {verb} {amount}" + (f" {rate}" if rate else "")
    return f"{later.group('subject')} {verb} {part[later.end('subject') :].strip()}"


def _later_when(part: str, first: re.Match[str]) -> str | None:
    """A conjunct of another day and an amount (or the same subject and verb and a bare number), told
    with the first clause's subject and verb."""
    later = LATER_WHEN.match(part)
    if later is None or first.group("recipient") or first.group("rate"):
        return None
    subject, verb = first.group("subject"), first.group("verb")
    if later.group("subject") is not None:
        said = later.group("subject")
        same = said.casefold() == subject.casefold() or said.casefold() in PRONOUN_SUBJECTS
        if not same or later.group("verb") != verb or later.group("count") is None or later.group("noun"):
            return None  # only "on Tuesday he sold 4": a conjunct with its own verb says it all
        subject = said  # its own subject (a pronoun is the whole reader's to resolve)
    amount = _amount(later, first)
    if amount is None:
        return None
    return f"On {later.group('when')} {subject} {verb} {amount}"


def _amount(later: re.Match[str], first: re.Match[str]) -> str | None:
    """The later conjunct's amount in the first clause's shape, with the first count's noun when it has
    none; None for money with a count, another noun, or a bare 1 (its noun would be plural)."""
    if (first.group("money") is None) != (later.group("money") is None):
        return None
    if later.group("money") is not None:
        return later.group("money")
    noun, said = first.group("noun"), later.group("noun")
    number = later.group("count").split()[0]
    if said is None:
        if noun is None or number == "1":
            return number if noun is None else None
        return f"{number} {noun}"
    if noun is None or said != noun:
        return None  # "5 miles, and Ove 40 minutes": another unit
    return later.group("count")


def _is_verb(surface: str, words: dict[str, Word]) -> bool:
    """Whether the lexicon reads the word as a verb (not a copula or an auxiliary)."""
    word = words.get(surface.casefold())
    return word is not None and (word.category == "verb" or word.category.startswith("verb_"))


def _kind(subject: str, words: dict[str, Word], *, opening: bool) -> tuple[str, bool] | None:
    """('person'|'thing', plural) of a subject phrase; None for a phrase of neither kind. A pronoun
    subject is a person only where it opens the sentence."""
    said = subject.split()
    head = words.get(said[-1].casefold())
    if head is None:
        return None
    if len(said) == 1:
        if opening and said[0].casefold() in PRONOUN_SUBJECTS:
            return ("person", said[0].casefold() in ("they", "we"))
        if head.category == "name" and said[0][0].isupper():
            return ("person", False)
        return None
    det = said[0].casefold()
    plural = "NNS" in head.tags and "NN" not in head.tags
    if det in PERSON_DETS and head.category == "person_noun":
        return ("person", plural)
    if det in THING_DETS and head.category in ("noun", "unit_noun", "coin_noun"):
        if det in ("one", "a", "an") and plural:
            return None
        return ("thing", plural)
    return None


__all__ = ["gapped_verbs"]
