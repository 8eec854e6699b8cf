""" "Lu has 4 more shells than twice as many as Tom.": an offset multiple in another word order (ADR 0496).

The reader reads an offset multiple told as "N more|less|fewer than <factor> as many X as Y" and "N
more than <factor> the number of X [that] Y <verb>" (the sentence reader, and ADR 0482 for the other
verbs and the compared count told later, in a statement or the question's 'if' clause). People often
put the things counted elsewhere in the sentence:

- before 'than', or before 'more': "Lu has 4 more shells than twice as many as Tom." and "Lu has 4
  shells more than twice as many as Tom has." say "Lu has 4 more than twice as many shells as Tom.";
- two kinds at one place, the second after "the number of" or "as many": "There are 6 more geese than
  three times the number of swans on the lake." says "There are 6 more than three times as many geese
  as swans on the lake.";
- the things counted twice: "Lu has 4 more shells than twice the number of shells Tom has." says
  "Lu has 4 more than twice the number of shells Tom has.";
- "the number of X as Y": "Lu has 4 less than three times the number of shells as Tom." says "Lu has
  4 less than three times as many shells as Tom.".

Only the comparison's own words are moved, nothing is computed here: the retold story goes through the
whole reader again, so every check of the reading that takes it (the compared count told once, with
the same verb and things, whole counts, the question's doers and 'together') still holds, and when it
refuses the first refusal stands. The moved phrase must be the story's one comparison (one 'than' in
the statements), in a statement (never the question), its things a plural noun of the lexicon, the
compared side a name or "the <noun>" closing the statement (an echo of the statement's own verb or of
'do' may follow), or, for two kinds, the second kind alone with at most a place "at|in|on the <noun>".
"the number of X as Y" is retold only after 'has' or with the statement's own verb after Y (with a doing
verb ADR 0461 keeps it refused: what of Y's is compared?).

What stays refused: the comparing side told a count elsewhere ("If Lu has 22 shells, how many shells
does Tom have?": the inverse, another reading's), for two kinds a count of the first kind told or two
places in the story ("on the lake" beside "on the pond": which swans?), anything after the compared
side ("as many as Tom has stamps": other things), a pronoun as the compared side (whose?), 'more' with no 'than' (no comparison), two comparisons, a
comparison in the question, things that are no plural noun of the lexicon ("4 more than twice as many
as Tom" with no things at all keeps its refusal), and every refusal of the reading of the retold story.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.rewrites import Rewrite, with_edits
from reader.tokenise import split_sentences

NOUNS = frozenset({"noun", "unit_noun", "person_noun", "coin_noun", "money_noun"})
DOES = frozenset({"do", "does", "did"})
HOLDS = frozenset({"has", "have", "had"})
NUM = (
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
)
FACTOR = r"(?P<factor>twice|double|triple|thrice|half|" + NUM + r" times)"
HEAD = (
    r"(?P<pre>.*?\S) (?P<n>"
    + NUM
    + r") (?:(?P<x1>[a-z]+) )?(?P<dir>more|less|fewer) (?:(?P<x2>[a-z]+) )?than "
    + FACTOR
    + r" "
)
HOLDER = r"(?P<holder>[A-Z][a-z]+|the [a-z]+)(?: (?P<echo>[a-z]+))?"
PLACE = r"(?P<place> (?:at|in|on) the [a-z]+(?: [a-z]+)?)?"
SHAPES = {
    "as_many_as": re.compile(HEAD + r"as many as " + HOLDER),
    "number_as": re.compile(HEAD + r"the number of (?P<z>[a-z]+) as " + HOLDER),
    "number_of": re.compile(HEAD + r"the number of (?P<z>[a-z]+)" + PLACE),
    "as_many_kind": re.compile(HEAD + r"as many (?P<z>[a-z]+)" + PLACE),
    "same_things": re.compile(
        HEAD + r"(?P<rest>(?:the number of|as many) (?P<z>[a-z]+) (?:that |as )?" + HOLDER + r")"
    ),
}


def offset_order(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The story with its one offset multiple told in the word order the reader reads."""
    if " than " not in text:
        return None
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question or any(s.is_question for s in sentences[:-1]):
        return None
    said = [text[s.start : s.end] for s in sentences[:-1]]
    if sum(len(re.findall(r"\bthan\b", s)) for s in said) != 1:
        return None  # one comparison in the story
    found = []
    for sentence, statement in zip(sentences[:-1], said, strict=True):
        body = statement.rstrip()
        if not body.endswith("."):
            continue
        body = body[:-1]
        for kind, rx in SHAPES.items():
            m = rx.fullmatch(body)
            told = None if m is None else _told(kind, m, lexicon)
            if told is not None:
                found.append((sentence.start, m, kind, told))
    if len(found) != 1:
        return None
    at, m, kind, told = found[0]
    others = text[:at] + " " + text[at + len(m.group()) :]
    if not _base_only(kind, m, others):
        return None
    start, end, was = at + m.start("n"), at + m.end(), m.group()[m.start("n") :]
    return with_edits(text, [(start, end, told)], [f"'{was}' read as '{told}'"])


def _base_only(kind: str, m: re.Match[str], others: str) -> bool:
    """The compared side's count told, never the comparing side's (the inverse is another reading's), and
    for two kinds one place in the whole story ("at the farm" beside "at the zoo": which dogs?)."""
    subject = m["pre"].rsplit(" ", 1)[0] if " " in m["pre"] else ""
    if (
        kind not in ("number_of", "as_many_kind")
        and subject
        and re.search(rf"\b{re.escape(subject)} [a-z]+ \$?{NUM}\b", others, re.IGNORECASE)
    ):
        return False  # "If Lu has 22 shells, how many ...": the comparing side told
    if kind in ("number_of", "as_many_kind"):
        things = m["x1"] or m["x2"]
        if re.search(rf"\b{NUM} {things}\b", others):
            return False
        places = {
            p.split()[-1] for p in re.findall(r"\b(?:at|in|on) the [a-z]+(?: [a-z]+)?", m["place"] or "")
        }
        places |= {p.split()[-1] for p in re.findall(r"\b(?:at|in|on) the [a-z]+", others)}
        if len(places) > 1:
            return False
    return True


def _told(kind: str, m: re.Match[str], lexicon: Lexicon) -> str | None:
    """The comparison in the reader's order, or None when this shape does not fit."""
    groups = m.groupdict()
    x1, x2, z = groups["x1"], groups["x2"], groups.get("z")
    if x1 and x2:
        return None
    things = x1 or x2
    if not _number(m["n"], lexicon) or not _factor(m["factor"], lexicon):
        return None
    if groups.get("holder") is not None and not _holder(m, lexicon):
        return None
    head = f"{m['n']} {m['dir']} than {m['factor']}"
    if kind == "as_many_as":
        if things is None or not _plural(things, lexicon):
            return None
        return f"{head} as many {things} as {_compared(m)}"
    if kind == "number_as":
        if things is not None or not _plural(z, lexicon):
            return None
        verb = m["pre"].split()[-1]
        if verb not in HOLDS and m["echo"] != verb:
            return (
                None  # "collected ... the number of acorns as Freya": what of Freya's is compared? (ADR 0461)
            )
        return f"{head} as many {z} as {_compared(m)}"
    if kind in ("number_of", "as_many_kind"):
        if things is None or things == z or not _plural(things, lexicon) or not _plural(z, lexicon):
            return None
        return f"{head} as many {things} as {z}{m['place'] or ''}"
    if things is None or things != z or not _plural(things, lexicon):
        return None
    return f"{head} {m['rest']}"


def _compared(m: re.Match[str]) -> str:
    return m["holder"] + (f" {m['echo']}" if m["echo"] else "")


def _holder(m: re.Match[str], lexicon: Lexicon) -> bool:
    """A name or "the <noun>", and an echo of the statement's verb or of 'do' after it (never other words)."""
    holder = m["holder"]
    if holder.startswith("the "):
        sense = lexicon.lookup(holder[4:])
        if sense is None or sense.category not in NOUNS:
            return False
    else:
        sense = lexicon.lookup(holder.casefold())
        if sense is not None and not (sense.category == "name" or sense.entry.attr("name_gender")):
            return False  # "He", "They", a capitalised common word
    echo = m["echo"]
    if echo is None:
        return True
    verb = m["pre"].split()[-1]
    return echo == verb or echo in DOES


def _plural(word: str | None, lexicon: Lexicon) -> bool:
    if word is None:
        return False
    sense = lexicon.lookup(word)
    return sense is not None and sense.category in NOUNS and "NNS" in sense.tags


def _number(said: str, lexicon: Lexicon) -> bool:
    if said.isdigit():
        return True
    sense = lexicon.lookup(said)
    return sense is not None and sense.category == "number_word"


def _factor(said: str, lexicon: Lexicon) -> bool:
    if " " not in said:
        return True
    return _number(said.split()[0], lexicon)


__all__ = ["offset_order"]
