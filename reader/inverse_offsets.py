""" "Pia picked 3 fewer than twice as many plums as Tom. If Pia picked 17 plums, ...": the base of a
multiple found from the compared side (ADR 0497).

A comparison by a multiple, with or without an offset, fixes the compared side once the base is
known (ADR 0482 writes that forward). When the story tells the compared side instead and asks about
the base, or about both, the base is the told count less the offset, divided by the multiple. The
sentence reader already does that for a holding between two people ("Ada has 4 more than twice as
many cards as Eli. Ada has 30 cards."); two shapes stayed refused, and this reading retells them:

- one holder's two kinds: "The zoo has 5 more lions than three times the number of bears [(that) it
  has]." or "... than three times as many bears.", and "The zoo has three times as many lions as
  bears." (no offset), with the compared kind told "[If] the zoo|it has 50 lions";
- two doers with a doing verb: "Pia picked 3 fewer than twice as many plums as Tom [did|picked]." or
  "... twice the number of plums [that] Tom picked.", with "[If] Pia|she picked 17 plums".

The comparison is retold as the base, in the words of a plain statement ("The zoo has 15 bears.",
"Tom picked 10 plums."), with a step saying how it was found, and the whole reader reads the retold
story again: the question (the base, a total under an umbrella kind such as 'animals', a difference)
is every older reading's to answer, with all their checks.

The story is exactly the comparison, then the told count (its own statement, or the question's
opening 'if' clause), then the question. What stays refused, each keeping the first refusal: a
pronoun or no name for the other doer (whose?), a told count by anyone but the compared doer, in
other things or with another verb or tense, a told base as well (then nothing is unknown), a count
in the question, a distractor or a later change (a third statement), a second comparison, 'each',
a negation, money and measures (not read here), and a base that does not come out as a whole count
above one (a fraction of a plum is never rounded, and "1 plums" would not read).
"""

from __future__ import annotations

import re
from fractions import Fraction

from packs.model import Lexicon
from reader.offset_multiples import FACTORS, NUMBER_WORDS
from reader.rewrites import Rewrite, with_edits
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none

COUNT = r"(?:\d+|[a-z]+)"
FACTOR = r"(?P<factor>twice|double|triple|thrice|half|" + COUNT + r" times)"
OFFSET = r"(?P<n>" + COUNT + r") (?P<dir>more|fewer|less) "
KIND = r"(?!(?:that|which|who|as|the|than|and|of|did|each|not)\b)[a-z]+"
THINGS = r"(?P<things>" + KIND + r"(?: " + KIND + r")?)"
BASE_KIND = r"(?P<base>" + KIND + r"(?: " + KIND + r")?)"
DOER = r"(?P<doer>[A-Z][a-z]+|(?:A|An|The) [a-z]+)"
HOLDER = r"(?P<holder>[A-Z][a-z]+)"
VERB = r" (?P<verb>[a-z]+) "
OWN_KINDS = (
    # "The zoo has 5 more lions than three times the number of bears [(that) it has]."
    DOER
    + VERB
    + OFFSET
    + THINGS
    + r" than "
    + FACTOR
    + r" the number of "
    + BASE_KIND
    + r"(?: (?:that )?(?P<echo_who>[A-Za-z]+) (?P<echo>[a-z]+))?",
    # "The zoo has 5 more lions than three times as many bears."
    DOER + VERB + OFFSET + THINGS + r" than " + FACTOR + r" as many " + BASE_KIND,
    # "The zoo has three times as many lions as bears."
    DOER + VERB + FACTOR + r" as many " + THINGS + r" as " + BASE_KIND,
)
# "Pia picked [3 fewer than] twice": the doer, the verb, an optional offset and the multiple
TWO_DOERS_LEAD = DOER + VERB + r"(?:" + OFFSET + r"than )?" + FACTOR
TWO_DOERS = (
    # "Pia picked [3 fewer than] twice as many plums as Tom [did|picked]."
    TWO_DOERS_LEAD + r" as many " + THINGS + r" as " + HOLDER + r"(?: (?P<echo>[a-z]+))?",
    # "Pia picked [3 fewer than] twice the number of plums [that] Tom picked."
    TWO_DOERS_LEAD + r" the number of " + THINGS + r" (?:that )?" + HOLDER + r" (?P<echo>[a-z]+)",
)
COMPARISONS = [(re.compile(shape + r"\.$"), True) for shape in OWN_KINDS] + [
    (re.compile(shape + r"\.$"), False) for shape in TWO_DOERS
]
TOLD = (
    r"(?P<who>[A-Z][a-z]+|(?:[Aa]|[Aa]n|[Tt]he) [a-z]+|[Ii]t|[Hh]e|[Ss]he) (?P<verb>[a-z]+) (?P<m>"
    + COUNT
    + r") "
)
TOLD_STATEMENT = re.compile(TOLD + r"(?P<things>[a-z]+(?: [a-z]+)?)\.$")
TOLD_IF = re.compile(r"If " + TOLD + r"(?P<things>[a-z]+(?: [a-z]+)?), (?=[a-z])")
NOUNS = frozenset({"noun", "unit_noun", "person_noun", "coin_noun"})
NOT_VERBS = frozenset({"is", "are", "was", "were", "do", "does", "did", "be", "been"})
NEGATIONS = re.compile(r"\b(?:not|never|no|none|each|every)\b|n['\u2019]t\b", re.IGNORECASE)


def inverse_offset(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The story with its one multiple comparison retold as the base the told compared count fixes."""
    if not re.search(r"\b(?:times|twice|double|triple|thrice|half)\b", text):
        return None
    return or_none(_retold, text, lexicon)


def _retold(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) not in (2, 3) or not sentences[-1].is_question:
        raise Unread
    if any(s.is_question for s in sentences[:-1]) or NEGATIONS.search(text):
        raise Unread
    said = [text[s.start : s.end].strip() for s in sentences]
    found = [(m, own) for rx, own in COMPARISONS if (m := rx.fullmatch(said[0]))]
    if len(found) != 1:
        raise Unread
    m, own = found[0]
    told, told_at = _told(said)
    _verb(m["verb"], lexicon)
    if told["verb"] != m["verb"]:
        raise Unread  # another verb or tense: another count
    _same_doer(m["doer"], told["who"], lexicon)
    _same_things(m, told["things"], lexicon)
    if own:
        if re.search(r"\b(?:they|them|their)\b", said[-1], re.IGNORECASE):
            raise Unread  # 'they' of one holder: who else?
        base_things = m["base"]
        if base_things in (m["things"], told["things"]):
            raise Unread
        _plural(base_things, lexicon)
        if m.groupdict().get("echo_who") is not None:
            if m["echo"] != m["verb"]:
                raise Unread  # "the number of bears it saw": another count
            _same_doer(m["doer"], m["echo_who"], lexicon)
        holder = m["doer"]
    else:
        holder = m["holder"]
        sense = lexicon.lookup(m["verb"])
        if sense is None or sense.category == "verb_possess":
            raise Unread  # a holding between two people is the sentence reader's (refused there on purpose)
        _name(holder, lexicon)
        if holder.casefold() == m["doer"].casefold() or holder.casefold() == told["who"].casefold():
            raise Unread
        _echo(m, lexicon)
        if told["who"].casefold() in ("he", "she", "it"):
            if " " in m["doer"] or _pronoun(holder, lexicon) in (None, told["who"].casefold()):
                raise Unread  # "If he picked 17 plums" with two men: which one?
        base_things = m["things"]
    base = _base(m, _number(told["m"]))
    start = sentences[0].start + text[sentences[0].start :].index(said[0])
    new = f"{holder} {m['verb']} {base} {base_things}."
    step = f"'{said[0]}' with {told['m']} {told['things']} told: {holder} {m['verb']} {base} {base_things}"
    edits = [(start, start + len(said[0]), new)]
    who = told["who"]
    if not own and who.casefold() != m["doer"].casefold():
        # "If she picked 17 plums": the pronoun's name, now that the comparison naming her is retold
        at = (
            sentences[told_at].start
            + text[sentences[told_at].start :].index(said[told_at])
            + told.start("who")
        )
        edits.append((at, at + len(who), m["doer"]))
    return with_edits(text, edits, [step])


def _same_things(m: re.Match[str], told: str, lexicon: Lexicon) -> None:
    """The told count is of the compared things: the same words ("1 more glove" beside "29 gloves")."""
    _plural(told, lexicon)
    said = m["things"]
    if said == told:
        return
    if m.groupdict().get("n") not in ("1", "one") or said.split()[:-1] != told.split()[:-1]:
        raise Unread  # the count is of other things, or of the base itself
    one, many = lexicon.lookup(said.split()[-1]), lexicon.lookup(told.split()[-1])
    if one is None or many is None or "NN" not in one.tags or one.entry.lemma != many.entry.lemma:
        raise Unread


def _told(said: list[str]) -> tuple[re.Match[str], int]:
    """The compared count: the one statement after the comparison, or else the question's 'if' clause."""
    asked = TOLD_IF.match(said[-1])
    if len(said) == 3:
        told = TOLD_STATEMENT.fullmatch(said[1])
        if told is None or asked is not None or said[-1].startswith("If "):
            raise Unread  # a distractor or a change, or a second count in the question
        question, at = said[-1], 1
    else:
        if asked is None:
            raise Unread
        told, question, at = asked, said[-1][asked.end() :], len(said) - 1
    if re.search(r"\d", question) or any(
        w in NUMBER_WORDS for w in re.findall(r"[a-z]+", question.casefold())
    ):
        raise Unread  # a count in the question: a told base as well, or a change
    return told, at


def _verb(verb: str, lexicon: Lexicon) -> None:
    sense = lexicon.lookup(verb)
    if verb in NOT_VERBS or sense is None or not sense.category.startswith("verb"):
        raise Unread
    if not ({"VBD", "VBZ", "VBP"} & set(sense.tags)):
        raise Unread


def _echo(m: re.Match[str], lexicon: Lexicon) -> None:
    """ "as Tom did" (a past verb) or "as Tom picked": the other doer's doing, in the same form."""
    echo = m["echo"]
    if echo is None or echo == m["verb"]:
        return
    sense = lexicon.lookup(m["verb"])
    if echo != "did" or sense is None or "VBD" not in sense.tags:
        raise Unread


def _name(word: str, lexicon: Lexicon) -> None:
    sense = lexicon.lookup(word.casefold())
    if sense is None or not (sense.category == "name" or sense.entry.attr("name_gender")):
        raise Unread


def _same_doer(doer: str, said: str, lexicon: Lexicon) -> None:
    """The compared doer told again: the same name, the same noun, or an agreeing pronoun."""
    told = said.casefold()
    if " " in doer:
        noun = doer.split(" ", 1)[1]
        sense = lexicon.lookup(noun)
        if sense is None or sense.category not in NOUNS:
            raise Unread
        if told not in ("it", f"the {noun}"):
            raise Unread
        return
    _name(doer, lexicon)
    if told == doer.casefold():
        return
    if told != _pronoun(doer, lexicon):
        raise Unread


def _pronoun(name: str, lexicon: Lexicon) -> str | None:
    """'he' or 'she' for a name whose gender the lexicon tells, else None."""
    sense = lexicon.lookup(name.casefold())
    gender = None if sense is None else sense.entry.attr("gender") or sense.entry.attr("name_gender")
    return {"male": "he", "female": "she"}.get(str(gender))


def _plural(things: str, lexicon: Lexicon) -> None:
    words = things.split()
    if not all(w in lexicon for w in words):
        raise Unread
    head = lexicon.lookup(words[-1])
    if head is None or head.category not in NOUNS or "NNS" not in head.tags:
        raise Unread


def _number(said: str) -> Fraction:
    if said.isdigit():
        return Fraction(int(said))
    if said in NUMBER_WORDS:
        return Fraction(NUMBER_WORDS[said])
    raise Unread


def _base(m: re.Match[str], told: Fraction) -> int:
    """(told - offset) / multiple: a whole count above one, never rounded."""
    factor = FACTORS.get(m["factor"]) or _number(m["factor"].removesuffix(" times"))
    if factor <= 0 or factor == 1:
        raise Unread
    groups = m.groupdict()
    offset = Fraction(0) if groups.get("n") is None else _number(groups["n"])
    signed = offset if groups.get("dir") == "more" else -offset
    value = (told - signed) / factor
    if value.denominator != 1 or value <= 1:
        raise Unread
    return value.numerator


__all__ = ["inverse_offset"]
