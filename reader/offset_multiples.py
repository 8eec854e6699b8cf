""" "Rita baked 7 more than three times as many muffins as Omar.": an offset multiple written out (ADR 0482).

The sentence reader reads "K times as many X as Y" and "N more than K times as many X as Y" for a
holding, and ADR 0443 retells the compared side written out ("the number of X that Y has"). The same
comparison told with another verb in other shapes refuses: one doer's two things ("The shop sold 4
fewer than twice as many pies as it did cakes"), "$5 more than twice what Y earned", "3 miles less than twice
as far as Y", "$5 less than three times as much as Y". When the story tells the compared count once, in a
statement or the question's 'if' clause with the very same verb form, the amount is fixed: factor
times that count, plus or less the offset. So the comparison is written out as that amount ("43
muffins", "21 miles", "$115") and the whole reader reads the retold story, with all its checks (the
doer, the verb, the question, a total or a difference).

Only this shape is retold, a statement of its own: "<Doer> <verb> N [<unit>] more|less|fewer than
<factor> <compared>." with the doer a name, "the [<word>] <noun>" or "Kim's Bakery", the factor "twice", "double",
"triple", "thrice", "half" or "K times", and the compared side one of

- "as many X as <Y> [did|<verb>]", "the number of X [that] <Y> <verb>" (Y a name or "the <noun>");
- "as many X as [it|he|she did] Z" and "the number of X as it|he|she did Z": the doer's own Z;
- "as far as <Y>" (a length unit), and "as much as <Y>" and "what <Y> <verb>" (money only, after a
  dollar offset: with a count, "what Y made" could be anything Y made, as ADR 0461 keeps refused).

The compared count is "<Y> <verb> M X." (or "If <Y> <verb> M X, ...") with the same verb form, told
once, and the story has no other statement; for the doer's own Z, "If M Z were <verb>, how ..." (the
past and the participle one form) is first told as "If <doer> <verb> M Z, how ...". Anything else keeps the first refusal: a pronoun as Y
(whose?), another verb or tense, another person's count, an offset or count in other units or things,
a third statement (a distractor, or a change after it), a second comparison, a negation, a result that
is nothing or less, or a count that is not whole.
"""

from __future__ import annotations

import re
from fractions import Fraction

from packs.model import Lexicon
from reader.asked_amounts import finite_decimal
from reader.rewrites import Rewrite, with_edits
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none

NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
}
FACTORS = {
    "twice": Fraction(2),
    "double": Fraction(2),
    "triple": Fraction(3),
    "thrice": Fraction(3),
    "half": Fraction(1, 2),
}
NUM = r"(?:\d+(?:\.\d+)?|[a-z]+)"
OWNED = r"[A-Z][a-z]+['\u2019]s [A-Z][a-z]+"  # "Kim's Bakery": a shop named by its owner
DOER = r"(?P<doer>" + OWNED + r"|[A-Z][a-z]+|The [a-z]+(?: [a-z]+)?)"
HOLDER = r"(?P<holder>" + OWNED + r"|[A-Z][a-z]+|the [a-z]+(?: [a-z]+)?)"
WORD = r"(?!(?:that|which|who|as|the|than|and|of|did)\b)[a-z]+"  # never part of the things counted
THINGS = r"(?P<things>" + WORD + r"(?: " + WORD + r")?)"
OTHER = r"(?P<other>" + WORD + r"(?: " + WORD + r")?)"
PRONOUN = r"(?P<pron>it|he|she) did "
COMPARED = (
    r"as many " + THINGS + r" as " + HOLDER + r"(?: (?P<echo>[a-z]+))?",
    r"the number of " + THINGS + r" (?:that )?" + HOLDER + r" (?P<echo>[a-z]+)",
    r"as many " + THINGS + r" as (?:" + PRONOUN + r")?" + OTHER,
    r"the number of " + THINGS + r" as " + PRONOUN + OTHER,
    r"(?P<what>what) " + HOLDER + r" (?P<echo>[a-z]+)",
    r"as (?P<far>far) as " + HOLDER + r"(?: (?P<echo>did))?",
    r"as (?P<much>much) as " + HOLDER + r"(?: (?P<echo>did))?",
)
COMPARISON = [
    re.compile(
        DOER
        + r" (?P<verb>[a-z]+) (?P<offset>(?P<money>\$)?(?P<n>"
        + NUM
        + r")(?: (?P<unit>[a-z]+))? (?P<dir>more|less|fewer) than (?P<factor>twice|double|triple|thrice|half|"
        + NUM
        + r" times) "
        + shape
        + r")\.$"
    )
    for shape in COMPARED
]
BASE = re.compile(
    r"(?:If )?(?P<holder>"
    + OWNED
    + r"|[A-Z][a-z]+|[Tt]he [a-z]+(?: [a-z]+)?|[Ii]t|[Hh]e|[Ss]he) (?P<verb>[a-z]+) "
    r"(?P<money>\$)?(?P<m>" + NUM + r")(?: (?P<things>[a-z]+(?: [a-z]+)?))?(?:\.$|, (?=[a-z]))"
)
NOUNS = frozenset({"noun", "unit_noun", "person_noun", "coin_noun", "money_noun"})
NOT_THINGS = frozenset(
    {"that", "which", "who", "in", "at", "on", "of", "the", "a", "an", "as", "than", "and", "or"}
)
NOT_VERBS = frozenset({"is", "are", "was", "were", "do", "does", "did"})
# "If 6 teas were sold how many ...": the one doer's count told without its doer
PASSIVE = re.compile(r"If (?P<m>\d+) " + OTHER + r" (?:were|was) (?P<verb>[a-z]+),? (?=how )")


def offset_multiple(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The story with its one offset multiple written out as the amount it says."""
    if " than " not in text or not re.search(r"\b(more|less|fewer) than\b", text):
        return None
    return or_none(_retold, text, lexicon)


def _retold(text: str, lexicon: Lexicon, passive_done: bool = False) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) not in (2, 3) or not sentences[-1].is_question:
        raise Unread
    if any(s.is_question for s in sentences[:-1]):
        raise Unread
    said = [text[s.start : s.end].strip() for s in sentences]
    if sum(len(re.findall(r"\bthan\b", s)) for s in said[:-1]) != 1:
        raise Unread  # one comparison in the story (a 'than' of the question is the whole reader's)
    found = [(at, m) for at, s in enumerate(said[:-1]) for rx in COMPARISON if (m := rx.fullmatch(s))]
    if len(found) != 1:
        raise Unread
    at, m = found[0]
    _plain_verb(m["verb"], lexicon)
    if not passive_done:
        done = _passive(text, sentences[-1].start, said[-1], m, lexicon)
        if done is not None:
            told = _retold(done.text, lexicon, passive_done=True)
            return None if told is None else Rewrite(told.text, done.steps + told.steps)
    base = _told_count(said, at)
    things = _compared(m, base, lexicon)
    value = _value(m, base, things, lexicon)
    start = sentences[at].start + (text[sentences[at].start :].index(said[at])) + m.start("offset")
    written = _written(value, m, base, things)
    step = f"'{m['offset']}' of the {base['money'] or ''}{base['m']} told: {written}"
    return with_edits(text, [(start, start + len(m["offset"]), written)], [step])


def _passive(text: str, at: int, asked: str, m: re.Match[str], lexicon: Lexicon) -> Rewrite | None:
    """ "If 6 teas were sold how ..." of the one doer's two things, told again as "If <doer> sold 6 teas, how ..."."""
    found = PASSIVE.match(asked)
    if found is None:
        return None
    if "other" not in m.re.groupindex or found["verb"] != m["verb"] or found["other"] != m["other"]:
        raise Unread  # another verb or things, or two doers: done by whom?
    sense = lexicon.lookup(m["verb"])
    if sense is None or not {"VBD", "VBN"} <= set(sense.tags):
        raise Unread
    doer = m["doer"]
    doer = "the " + doer[4:] if doer.startswith("The ") else doer
    start = at + text[at:].index(asked)
    new = f"If {doer} {m['verb']} {found['m']} {found['other']}, "
    return with_edits(
        text, [(start, start + found.end(), new)], [f"'{found.group().strip()}' read as '{new.strip()}'"]
    )


def _told_count(said: list[str], at: int) -> re.Match[str]:
    """The one compared count: the other statement, whole, or else the question's opening 'if' clause."""
    statements = [s for i, s in enumerate(said[:-1]) if i != at]
    asked = BASE.match(said[-1]) if said[-1].startswith("If ") else None
    if statements:
        told = BASE.fullmatch(statements[0])
        if told is None or statements[0].startswith("If ") or asked is not None:
            raise Unread  # a third sentence, or a second count in the question
        return told
    if asked is None or asked.group().endswith("."):
        raise Unread
    return asked


def _plain_verb(verb: str, lexicon: Lexicon) -> None:
    """A doing verb in the past or present: 'have' and the copula are read by the sentence reader."""
    sense = lexicon.lookup(verb)
    if verb in NOT_VERBS or sense is None or not sense.category.startswith("verb"):
        raise Unread
    if not ({"VBD", "VBZ", "VBP"} & set(sense.tags)):
        raise Unread


def _compared(m: re.Match[str], base: re.Match[str], lexicon: Lexicon) -> str:
    """The things of the compared count, once the told count is by the compared doer with the same verb."""
    groups = m.groupdict()
    if base["verb"] != m["verb"]:
        raise Unread  # another verb or tense: another count
    if groups.get("echo") and groups["echo"] not in (m["verb"], "did"):
        raise Unread
    sense = lexicon.lookup(m["verb"])
    if groups.get("echo") == "did" and (sense is None or "VBD" not in sense.tags):
        raise Unread  # "bakes ... as Omar did": another time
    if groups.get("holder"):
        holder = groups["holder"]
        if (
            base["holder"].removeprefix("If ").casefold() != holder.casefold()
            or holder.casefold() == m["doer"].casefold()
        ):
            raise Unread  # another person's count, or the doer's own
        _holder(holder, lexicon)
    else:
        _same_doer(m, base["holder"], lexicon)
    if groups.get("far") or _money(groups):
        return ""
    told = base["things"]
    if told is None:
        raise Unread
    if groups.get("other"):
        if told != groups["other"] or groups["other"] == m["things"]:
            raise Unread
        _plural(groups["other"], lexicon)
        _plural(m["things"], lexicon)
        return m["things"]
    things = groups.get("things") or told
    if told != things:
        raise Unread  # the count is of other things
    _plural(things, lexicon)
    return things


def _holder(holder: str, lexicon: Lexicon) -> None:
    """A name, 'the <noun>' or "Kim's Bakery" (never a pronoun)."""
    owned = re.fullmatch(r"([A-Z][a-z]+)['\u2019]s ([A-Z][a-z]+)", holder)
    if owned is not None:
        _holder(owned[1], lexicon)
        _holder("the " + owned[2].casefold(), lexicon)
        return
    if holder.startswith("the "):
        words = holder.split()[1:]
        sense = lexicon.lookup(words[-1])
        if sense is None or sense.category not in NOUNS or not all(w in lexicon for w in words):
            raise Unread
        return
    sense = lexicon.lookup(holder.casefold())
    if sense is not None and not (sense.category == "name" or sense.entry.attr("name_gender")):
        raise Unread


def _same_doer(m: re.Match[str], told_by: str, lexicon: Lexicon) -> None:
    """The one doer's own count: the same words, 'it' for a 'the' doer, or an agreeing 'he'/'she'."""
    doer = m["doer"]
    pron = m.groupdict().get("pron")
    told = told_by.removeprefix("If ").casefold()
    if doer.startswith("The ") or " " in doer:
        _holder("the " + doer[4:] if doer.startswith("The ") else doer, lexicon)
        if pron not in (None, "it") or told not in (doer.casefold(), "it"):
            raise Unread
        return
    _holder(doer, lexicon)
    sense = lexicon.lookup(doer.casefold())
    gender = None if sense is None else sense.entry.attr("gender")
    pronoun = {"male": "he", "female": "she"}.get(str(gender))
    for said in (pron, told):
        if said is not None and said != doer.casefold() and said != pronoun:
            raise Unread


def _plural(things: str, lexicon: Lexicon) -> None:
    words = things.split()
    if any(w in NOT_THINGS for w in words) or not all(w in lexicon for w in words):
        raise Unread
    head = lexicon.lookup(words[-1])
    if head is None or head.category not in NOUNS or "NNS" not in head.tags:
        raise Unread


def _value(m: re.Match[str], base: re.Match[str], things: str, lexicon: Lexicon) -> Fraction:
    """Factor times the told count, plus or less the offset, in the told count's own unit."""
    told = _number(base["m"])
    offset = _number(m["n"])
    factor = FACTORS.get(m["factor"]) or _number(m["factor"].removesuffix(" times"))
    groups = m.groupdict()
    if _money(groups):
        if not (m["money"] and base["money"]) or m["unit"] or base["things"]:
            raise Unread  # "as much as", "what" only of money, both in dollars (ADR 0461: what else is it?)
        if m["dir"] == "fewer":
            raise Unread
    else:
        if m["money"] or base["money"]:
            raise Unread
        if groups.get("far"):
            _same_length(m["unit"], base["things"], lexicon)
        elif m["unit"] is not None and m["unit"] != things:
            raise Unread  # "6 pens more than twice as many pencils": other things
    if not groups.get("far") and not _money(groups) and (told.denominator != 1 or offset.denominator != 1):
        raise Unread  # "12.5 muffins": a count of things is whole
    value = factor * told + (offset if m["dir"] == "more" else -offset)
    if value <= 0 or not finite_decimal(value):
        raise Unread
    if not groups.get("far") and not _money(groups) and value.denominator != 1:
        raise Unread  # a count of things is whole
    if _money(groups) and (value * 100).denominator != 1:
        raise Unread
    return value


def _money(groups: dict[str, str | None]) -> bool:
    """ "as much as Y" and "what Y <verb>": an amount of money (never a count of whatever Y did)."""
    return bool(groups.get("much") or groups.get("what"))


def _same_length(unit: str | None, told: str | None, lexicon: Lexicon) -> None:
    """ "3 miles less than twice as far": the offset and the told count in one length unit."""
    if unit is None or told is None or " " in told:
        raise Unread
    a, b = lexicon.lookup(unit), lexicon.lookup(told)
    if a is None or b is None or a.category != "unit_noun" or b.category != "unit_noun":
        raise Unread
    if a.entry.lemma != b.entry.lemma or a.entry.attr("measures") != "length" or "NNS" not in b.tags:
        raise Unread


def _number(said: str) -> Fraction:
    if re.fullmatch(r"\d+(?:\.\d+)?", said):
        return Fraction(said)
    if said in NUMBER_WORDS:
        return Fraction(NUMBER_WORDS[said])
    raise Unread


def _written(value: Fraction, m: re.Match[str], base: re.Match[str], things: str) -> str:
    digits = str(value.numerator) if value.denominator == 1 else f"{float(value):.2f}".rstrip("0").rstrip(".")
    if Fraction(digits) != value:
        raise Unread
    if _money(m.groupdict()):
        return "$" + digits
    if m.groupdict().get("far"):
        return f"{digits} {base['things']}"
    return f"{digits} {things}"


__all__ = ["offset_multiple"]
