""" "Billy has $25 less than twice the money Sam has": an offset multiple of another holder's amount
named by a noun phrase (ADR 0461).

ADR 0056 and 0344 read an offset before a multiple whose base is told "as many X as Y" ("4 more
than twice as many pencils as Reeta", "$25 less than twice as much money as Sam"). Problems often
name the same base with a noun phrase instead, and the sentence reader refuses it: "twice the
number of pencils Reeta has", "twice the number of pencils as Reeta", "three times the stamps that
Omar has", "twice the money Sam has", "3 times what Dave has", "twice Sam's money". Each names the
same amount: the one the other holder is told to hold (or to have done, with the same verb). This
rule retells the base as the "as many"/"as much" phrase the sentence reader reads, and reads the
whole problem again, so every question the affine comparisons already answer (how many does X
have, together, in all, how many more) keeps working. Under strict guards, each a refusal (the
original one) when it fails:

- the comparison is a statement's "N more|less|fewer than <factor>", the factor 'twice', 'double',
  'thrice', 'half' or 'N times', right after '<Name> <verb> N [unit]' (the subject a name);
- the base is one of the shapes above, ending its sentence or before a comma, and its holder is a
  name other than the subject's (a pronoun or a noun could be someone else, or the subject);
- a base with a verb ("the pencils Reeta has", "what Dave has") must use the subject's own verb,
  word for word: "twice the money Sam earned" beside "Billy has" compares two different things;
  a base with no verb ("Sam's money", "the number of pencils as Reeta") is read only with a holding
  ('has'/'had') or with the same verb after the name;
- "the <things>" must be a plural counted noun the lexicon knows ("the pages", "the stamps"), or
  'money'; 'what' and 'the amount' name money only after a dollar offset ("$12 less than 3 times
  what Dave has"): with a count offset the base could be anything Dave has;
- the retold problem must be read whole by the whole reader: a base holder with no told amount,
  a verb the reader cannot compare with, or anything else it cannot read still refuses.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.number_of_comparisons import tells_changes
from reader.rewrites import Edit, Rewrite, with_edits
from reader.tokenise import split_sentences

NAME = r"[A-Z][a-z]+"
VERB = r"(?!(?:while|and|but|whereas)\b)[a-z]+"  # a clause's own verb, never the word opening the next
FACTOR = r"twice|double|thrice|half|(?:\d+|[a-z]+) times"
# '<Name> <verb> <offset> [<unit>] more|less|fewer than <factor> '
HEAD = re.compile(
    rf"\b(?P<subject>{NAME}) (?P<verb>[a-z]+) (?P<offset>\$\d+|\d+|[a-z]+)(?: (?P<unit>[a-z]+))? "
    rf"(?:more|less|fewer) than (?P<factor>{FACTOR}) "
)
# the base, each shape with the holder's name and, where told, its verb
BASES = (
    re.compile(rf"(?P<what>as much) as (?P<name>{NAME})(?: (?P<verb>{VERB}))?"),
    re.compile(rf"the number of (?P<things>[a-z]+) (?:that )?(?P<name>{NAME}) (?P<verb>{VERB})"),
    re.compile(rf"the number of (?P<things>[a-z]+) as (?P<name>{NAME})(?: (?P<verb>{VERB}))?"),
    re.compile(rf"the amount of (?P<things>[a-z]+) (?:that )?(?P<name>{NAME}) (?P<verb>{VERB})"),
    re.compile(rf"(?P<what>what|the amount) (?:that )?(?P<name>{NAME}) (?P<verb>{VERB})"),
    re.compile(rf"the (?P<things>[a-z]+) (?:that )?(?P<name>{NAME}) (?P<verb>{VERB})"),
    re.compile(rf"(?P<name>{NAME})['’]s (?P<things>[a-z]+)"),
)
FACTOR_BASE = re.compile(rf"than (?:{FACTOR}) (?:the|what)\b")
# the base closes its sentence, or its clause before a comma or a new clause with a named subject
ENDS = re.compile(r"\s*(?:[.!]\s*$|$|,)| (?:while|and|but|whereas) [A-Z]")
HOLDINGS = frozenset({"has", "had", "have"})
COUNTED = frozenset({"noun"})
PRONOUNS = frozenset({"he", "she", "they", "it", "his", "her", "their", "its", "i", "we", "you"})


def affine_bases(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each noun-phrase base of an offset multiple retold as 'as many X as Y'."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    if any(FACTOR_BASE.search(text[s.start : s.end]) for s in sentences if s.is_question):
        return None  # the question itself names such a base: not read here
    changes = tells_changes(text, sentences, lexicon)
    edits: list[Edit] = []
    steps: list[str] = []
    for sentence in sentences[:-1]:
        span = text[sentence.start : sentence.end]
        if span.startswith("If "):
            continue
        for head in HEAD.finditer(span):
            found = _base(span, head, lexicon, changes)
            if found is None:
                continue
            start, end, new = found
            edits.append((sentence.start + start, sentence.start + end, new))
            steps.append(f"'{head['factor']} {span[start:end]}' read as '{head['factor']} {new}'")
    return with_edits(text, edits, steps)


def _base(span: str, head: re.Match, lexicon: Lexicon, changes: bool) -> tuple[int, int, str] | None:
    """(start, end, "as many X as Y") for the base right after ``head``, or None when it is unsound."""
    rest = span[head.end() :]
    for shape in BASES:
        base = shape.match(rest)
        if base is None or not ENDS.match(rest[base.end() :]):
            continue
        if changes and "had" in (head["verb"], base.groupdict().get("verb")):
            return None  # "had" in a story that changes amounts: before the change or after it?
        told = _retold(head, base, lexicon)
        return None if told is None else (head.end(), head.end() + base.end(), told)
    return None


def _retold(head: re.Match, base: re.Match, lexicon: Lexicon) -> str | None:
    """ "as many pencils as Reeta" / "as much money as Sam" for a sound base, else None."""
    subject, verb, name = head["subject"], head["verb"], base["name"]
    if name == subject or not _named(name, lexicon) or not _named(subject, lexicon):
        return None
    if _category(verb, lexicon) is None or verb in PRONOUNS or not _count(head["offset"], lexicon):
        return None
    said = base.groupdict().get("verb")
    if said is not None and said != verb:
        return None  # "Billy has ... twice the money Sam earned": another verb, another amount
    if said is None and verb not in HOLDINGS:
        return None  # "Ana read 5 more than twice Bo's pages": read, or owned?
    dollars = head["offset"].startswith("$") or head["unit"] in ("dollars", "dollar")
    if base.groupdict().get("what") is not None:
        return f"as much money as {name}" if dollars else None
    things = base["things"]
    if things == "money":
        return f"as much money as {name}" if head["unit"] is None or dollars else None
    if dollars or things in ("number", "amount") or not _counted(things, lexicon):
        return None
    if head["unit"] is not None and head["unit"] != things:
        return None  # "5 more stamps than twice the cards Omar has": two kinds
    return f"as many {things} as {name}"


def _named(word: str, lexicon: Lexicon) -> bool:
    """A first name: a pack name, or a capitalised word the lexicon does not know otherwise."""
    sense = lexicon.lookup(word) or lexicon.lookup(word.casefold())
    if sense is None:
        return True
    return sense.category == "name" or bool(sense.entry.attr("name_gender"))


def _counted(things: str, lexicon: Lexicon) -> bool:
    """A plural counted noun ("pencils", "pages"), not a measure, money or a mass noun."""
    sense = lexicon.lookup(things)
    return sense is not None and sense.category in COUNTED and things.endswith("s")


def _count(offset: str, lexicon: Lexicon) -> bool:
    """The offset is a number: digits, dollars or a number word ("nine")."""
    if re.fullmatch(r"\$?\d+", offset):
        return True
    sense = lexicon.lookup(offset)
    return sense is not None and sense.category == "number_word"


def _category(word: str, lexicon: Lexicon) -> str | None:
    sense = lexicon.lookup(word)
    return None if sense is None else sense.category


__all__ = ["affine_bases"]
