""" "Tom has 9 more than twice the number of toys that Ann has.": a multiple measured from another's count (ADR 0443).

The sentence reader reads a multiple compared with a holder as "K times as many X as Y", with or
without an offset before it ("9 more than twice as many toys as Ann"), and ADR 0136 reads the echo
"twice the number of toys Ann has". The same comparison told with its compared side written out --
"the number of toys that Ann has", "the toys which Ann owns", "Ann's toys", "the number of hens in
the coop" -- reads the holder inside a relative clause or a possessive and refuses. Each of these
names exactly what "as Ann" names: the count of the same things the other holder has (or did, with
the same verb). So the compared side is retold as "as many X as Y" and the whole reader reads the
retold story with all its checks (the unit, the holder, the offset, the tense).

Only these shapes are retold, in a statement (never the question or an 'if' clause), right after a
factor ("twice", "half", "double", "triple", "thrice", "K times", "1/4"), the factor right after the
sentence's verb or after an offset "N [X] more|less|fewer [X] than" (its X, when said, the very same
words as the compared X), and closing the sentence or its clause before ", and":

- "the number of X [that|which] <Y> <verb>" and "the X that|which <Y> <verb>": Y a name or
  "the <noun>", the verb the sentence's own verb form ("has" and "have" agree with their holders);
- "the number of X in|at|on the <noun>" after 'has'/'have'/'had': the place is the holder;
- "<Y>'s X" after 'has'/'have'/'had': a name's own things.

Anything else keeps the first refusal: another verb or tense in the relative clause ("that Ann
gave him", "that Ann had" after "Tom has"), a pronoun as the compared holder ("the toys she has":
whose?), words after the holder's verb ("that Ann has in her room"), two-word names, a possessive
or a place after any verb but 'have', an offset that counts other things than the compared X, and a
past 'had' in a story that also tells a change (the count before or after it?).
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.rewrites import Edit, Rewrite, with_edits
from reader.tokenise import Sentence, split_sentences

FACTOR = r"(?P<factor>twice|half|double|triple|thrice|\d+/\d+|(?:\d+|[a-z]+(?:-[a-z]+)?) times)"
OFFSET = r"(?:(?P<n>\$?[\d.,]+|[a-z]+(?:-[a-z]+)?) (?:(?P<on>[a-z]+(?: [a-z]+){0,2}) )?(?:more|less|fewer) (?:(?P<on2>[a-z]+(?: [a-z]+){0,2}) )?than )?"
WORD = r"(?!(?:that|which|who|in|at|on|of|than|and)\b)[a-z]+"
THINGS = r"(?P<things>" + WORD + r"(?: " + WORD + r"){0,2})"
HOLDER = r"(?P<holder>[A-Z][a-z]+|the [a-z]+)"
CLOSE = r"(?=\.$|, and )"
LEAD = r"(?<![\w'])(?P<verb>[a-z]+) " + OFFSET + FACTOR + " "
RELATIVE = re.compile(
    LEAD
    + r"the (?P<nof>number of )?"
    + THINGS
    + r" (?:(?P<rel>that|which) )?"
    + HOLDER
    + r" (?P<echo>[a-z]+)"
    + CLOSE
)
PLACE = re.compile(LEAD + r"the number of " + THINGS + r" (?:in|at|on) (?P<holder>the [a-z]+)" + CLOSE)
POSSESSIVE = re.compile(LEAD + r"(?P<holder>[A-Z][a-z]+)'s " + THINGS + CLOSE)

HAVE = frozenset({"has", "have", "had"})
PRESENT_HAVE = frozenset({"has", "have"})
# words that end a compared phrase or open a clause: never part of the things counted
NOT_THINGS = frozenset(
    {"that", "which", "who", "in", "at", "on", "of", "the", "a", "an", "as", "than", "and", "or", "number"}
)
NOUNS = frozenset({"noun", "unit_noun", "person_noun", "coin_noun", "money_noun"})
PAST_DO = frozenset({"did"})


def number_of_comparisons(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The story with each compared side written out retold as "as many X as Y"; None when there is none."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    edits: list[Edit] = []
    steps: list[str] = []
    changes = tells_changes(text, sentences, lexicon)
    for sentence in sentences[:-1]:
        for edit, step in _statement(text, sentence, lexicon, changes):
            edits.append(edit)
            steps.append(step)
    return with_edits(text, edits, steps)


def tells_changes(text: str, sentences: tuple[Sentence, ...], lexicon: Lexicon) -> bool:
    """Some statement has a verb other than 'have': the story may change an amount."""
    for sentence in sentences[:-1]:
        for token in re.findall(r"[A-Za-z]+", text[sentence.start : sentence.end]):
            sense = lexicon.lookup(token.casefold())
            if sense is not None and sense.category.startswith("verb") and sense.category != "verb_possess":
                return True
    return False


def _statement(text: str, sentence: Sentence, lexicon: Lexicon, changes: bool) -> list[tuple[Edit, str]]:
    """The retold comparisons of a statement (each its own clause), or none.

    A past 'had' in a story that also changes amounts is left alone: the count before the change or
    after it? ("the number of toys that Ann had", as ADR 0153 refuses "than the number of ... had").
    """
    said = text[sentence.start : sentence.end].rstrip()
    if said.startswith("If ") or said.endswith("?"):
        return []
    hits = [m for rx in (RELATIVE, PLACE, POSSESSIVE) for m in rx.finditer(said) if _fits(m, said, lexicon)]
    if changes and any(m["verb"] == "had" for m in hits):
        return []
    spans = sorted((m.start("factor"), m.end()) for m in hits)
    if any(a[1] > b[0] for a, b in zip(spans, spans[1:], strict=False)):
        return []  # two readings of one phrase: which?
    found = []
    for m in hits:
        start = m.start("factor")
        old = said[start : m.end()]
        new = f"{m['factor']} as many {m['things']} as {m['holder']}"
        at = sentence.start + start
        found.append(((at, at + len(old), new), f"'{old}' read as '{new}'"))
    return found


def _fits(m: re.Match[str], said: str, lexicon: Lexicon) -> bool:
    """The match is the shape: a verb, plain things, a holder, an offset of the same things."""
    verb = m["verb"]
    sense = lexicon.lookup(verb)
    if sense is None or not sense.category.startswith("verb"):
        return False
    things = m["things"].split()
    if any(w in NOT_THINGS for w in things) or not all(w in lexicon for w in things):
        return False
    head = lexicon.lookup(things[-1])
    if head is None or head.category not in NOUNS or "NNS" not in head.tags:
        return False
    for on in (m["on"], m["on2"]):
        if on is not None and on != m["things"]:
            return False  # "6 more pens than twice the number of pencils ...": other things
    if m["on"] is not None and m["on2"] is not None:
        return False
    if not _holder(m["holder"], said[: m.start()], lexicon):
        return False
    groups = m.groupdict()
    if "echo" in groups:
        if groups["nof"] is None and groups["rel"] is None:
            return False  # "twice the toys Ann has": left to the echo reading (ADR 0136)
        return _echoes(verb, sense.tags, groups["echo"])
    return verb in HAVE


def _holder(holder: str, before: str, lexicon: Lexicon) -> bool:
    """A name or 'the <noun>', not the clause's own subject ("Tom has twice ... Tom has")."""
    if holder.startswith("the "):
        sense = lexicon.lookup(holder[4:])
        if sense is None or sense.category not in NOUNS:
            return False
    else:
        sense = lexicon.lookup(holder)  # an unknown capitalised word reads as a name, as the reader reads it
        if sense is not None and not (sense.category == "name" or sense.entry.attr("name_gender")):
            return False
    subject = re.split(r",? and |, ", before)[-1]  # the clause's own words before its verb
    return re.search(r"(?<![\w'])" + re.escape(holder) + r"(?![\w'])", subject, re.IGNORECASE) is None


def _echoes(verb: str, tags: tuple[str, ...], echo: str) -> bool:
    """The relative clause's verb says the same as the sentence's: the same form, 'has'/'have', or 'did'."""
    if echo == verb:
        return True
    if echo in PRESENT_HAVE and verb in PRESENT_HAVE:
        return True
    return echo in PAST_DO and "VBD" in tags and verb != "had"
