"""How long the rest of a workload takes at a time per item (ADR 0222).

"A painter needed to paint 12 walls in a house. Each wall takes 3 hours to paint. If he
already painted 7 walls, how much longer will he take to paint the rest?" A workload (ADR 0202),
work done towards it, and a time for each item of the task; the question asks the time the
items still to do will take: (items left) x (time per item).

The items left are never counted here: the time statement is taken out, a fronted 'if' clause
that tells the work done is put back as a statement, and the rest of the story is asked
"How many <things> does <doer> still have to <verb>?" by the ordinary reading (workloads and
work done, ADR 0202). Only this shape is read:

- the time per item is one statement, "Each <thing> takes N <time unit> to <verb>" or "It takes
  N <time unit> to <verb> each <thing>" (in the story or as the question's 'if' clause); 'each'
  must be there: "It takes 8 hours to paint the rooms" may be for all of them together;
- the question is "how much longer will/would <he/she/name> take to <verb> the rest", "how long
  will/would it take <him/her/name> to <verb> the rest" or "how many <the time unit> will/would
  it take <him/her/name> to <verb> the rest" ('the remaining <things>' for 'the rest'); the verb
  is the time statement's own verb;
- one doer, singular ('they' may work together or each alone), no negation, and no other time,
  rate or 'each' anywhere else in the story.

The count left must be a positive whole number of the time statement's things.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.reasked_steps import Reasked, category_of, clause_words, is_time_unit
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

MODALS = frozenset({"will", "would"})  # "how long did it take" after work done: the whole or the rest?
DOERS = frozenset({"pronoun", "name"})
EACH = "each"


@dataclass(frozen=True, slots=True)
class PerItem:
    """ "Each room takes 8 hours to paint": the time one item of a task takes."""

    thing: Word
    value: Fraction
    unit: str  # the time unit's lemma
    verb: str  # the task verb's lemma


def _number(text: str) -> Fraction | None:
    try:
        value = Fraction(text.replace(",", ""))
    except ValueError:
        return None
    return value if value > 0 else None


def _thing(word: Word | None) -> bool:
    """A singular counted thing after 'each'."""
    return word is not None and word.category == "noun" and "NN" in word.tags and not word.text[:1].isupper()


def _verb(word: Word | None) -> bool:
    """A task verb's base form: a verb, or a noun-spelled base form right after 'to' (ADR 0202)."""
    return (
        word is not None
        and "VB" in word.tags
        and (word.category == "noun" or word.category.startswith("verb"))
    )


def _per_item(words: tuple[Word | None, ...], texts: tuple[str, ...]) -> PerItem | None:
    """ "each room takes 8 hours to paint" or "it takes 8 hours to paint each room", filling the words exactly."""
    low = [t.lower() for t in texts]
    if len(low) == 7 and low[0] == EACH and low[2] == "takes" and low[5] == "to":
        thing, number, unit, verb = 1, 3, 4, 6
    elif len(low) == 8 and low[:2] == ["it", "takes"] and low[4] == "to" and low[6] == EACH:
        thing, number, unit, verb = 7, 2, 3, 5
    else:
        return None
    value = _number(texts[number]) if category_of(words[number]) == "number" else None
    if value is None or not is_time_unit(words[unit]) or not _thing(words[thing]) or not _verb(words[verb]):
        return None
    return PerItem(words[thing], value, words[unit].lemma.lower(), words[verb].lemma.lower())


def _doer(word: Word | None, case: str) -> str | None:
    """The doer as a subject: "he", "she" or a name; None for a group, 'it' or another person."""
    if word is None:
        return None
    if word.category == "name":
        return word.text
    if word.category != "pronoun" or word.attr("number") != "singular" or word.attr("person") != "3":
        return None
    if case not in word.attr("case"):
        return None
    return {"male": "he", "female": "she"}.get(word.attr("gender"))


@dataclass(frozen=True, slots=True)
class Asked:
    doer: str
    verb: str  # the lemma
    verb_text: str  # as written: "paint", "install"
    unit: str | None  # 'how many hours': the asked time unit; None for 'how long'
    thing: str  # 'the remaining rooms': the lemma; "" for 'the rest'


def _rest(words: tuple[Word | None, ...], texts: tuple[str, ...]) -> str | None:
    """ "the rest" -> ""; "the remaining rooms" -> "room"; None otherwise."""
    low = [t.lower() for t in texts]
    if low == ["the", "rest"]:
        return ""
    if (
        len(low) == 3
        and low[:2] == ["the", "remaining"]
        and category_of(words[2]) == "noun"
        and "NNS" in words[2].tags
    ):
        return words[2].lemma.lower()
    return None


def _asked(words: tuple[Word | None, ...], texts: tuple[str, ...]) -> Asked | None:
    """The question from 'how' on (no '?')."""
    low = [t.lower() for t in texts]
    unit: str | None = None
    if (
        low[:3] == ["how", "much", "longer"]
        and len(low) >= 9
        and low[3] in MODALS
        and low[5:7] == ["take", "to"]
    ):
        doer, verb, rest = _doer(words[4], "subject"), 7, 8  # how much longer will he take to paint the rest
    else:
        if low[:2] == ["how", "long"]:
            at = 2
        elif (
            low[:2] == ["how", "many"] and len(low) > 2 and is_time_unit(words[2]) and "NNS" in words[2].tags
        ):
            unit, at = words[2].lemma.lower(), 3
        else:
            return None
        if (
            len(low) < at + 8
            or low[at] not in MODALS
            or low[at + 1 : at + 3] != ["it", "take"]
            or low[at + 4] != "to"
        ):
            return None
        doer, verb, rest = _doer(words[at + 3], "object"), at + 5, at + 6  # how long will it take him to ...
    if doer is None or not _verb(words[verb]):
        return None
    thing = _rest(words[rest:], texts[rest:])
    if thing is None:
        return None
    return Asked(doer, words[verb].lemma.lower(), texts[verb].lower(), unit, thing)


def _plural(thing: Word, lexicon: Lexicon) -> str | None:
    """The thing's plural form in the lexicon ("potatoes"), only when it has exactly one."""
    sense = lexicon.lookup(thing.text)
    if sense is None:
        return None
    plurals = sorted({surface for surface, tag in sense.entry.forms if tag == "NNS"} - {thing.text.lower()})
    return plurals[0] if len(plurals) == 1 else None


def _plain_story(sentences: list[Sentence], lexicon: Lexicon, doer: str, verb: str) -> bool:
    """One doer, some of the task done, and no time, rate, 'each' or negation outside the time statement.

    A second person ("works with a friend", "his helper") may share the work; a pronoun of another
    gender than the asked doer's is someone else; a story with nothing done has no 'rest'.
    """
    persons: set[str] = set()
    did = False
    for sentence in sentences:
        for w in sentence_words(sentence, lexicon):
            if w is None:
                continue
            if is_time_unit(w) or w.category in ("rate_marker", "distributive", "negation"):
                return False
            if w.category == "pronoun" and w.attr("person") != "1":
                if w.attr("number") != "singular":
                    return False  # 'they': together or each alone?
                gender = w.attr("gender")
                if (
                    gender in ("male", "female")
                    and doer in ("he", "she")
                    and (gender == "male") != (doer == "he")
                ):
                    return False
            if w.category in ("name", "person_noun") or (w.index > 0 and w.text[:1].isupper()):
                persons.add(w.lemma.casefold())
            if w.lemma.casefold() == verb and ({"VBD", "VBN"} & set(w.tags)):
                did = True
    return did and len(persons) <= 1


def read_work_time(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]) -> Reasked | None:
    """The time the rest of a workload takes, or None when the problem is not of this shape."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    last = sentences[-1]
    words, texts = clause_words(last, lexicon)
    if any(category_of(w) == "negation" for w in words):
        return None
    hows = [i for i, t in enumerate(texts) if t.lower() == "how"]
    if len(hows) != 1:
        return None
    q = hows[0]
    asked = _asked(words[q:], texts[q:])
    if asked is None:
        return None
    story = list(sentences[:-1])
    done = ""  # a fronted 'if' clause that is not the time statement: "If he already painted 8 rooms,"
    per: PerItem | None = None
    if q > 0:
        if texts[0].lower() != "if" or q < 3 or texts[q - 1] != ",":
            return None
        per = _per_item(words[1 : q - 1], texts[1 : q - 1])
        if per is None:
            start = last.tokens[1].start
            clause = text[start : last.tokens[q - 1].start].strip()
            done = f"{clause[:1].upper()}{clause[1:]}."
    if per is None:
        found = [(i, _per_item(*clause_words(s, lexicon))) for i, s in enumerate(story)]
        found = [(i, p) for i, p in found if p is not None]
        if len(found) != 1:
            return None
        at, per = found[0]
        del story[at]
    if not story or per.verb != asked.verb or (asked.unit is not None and asked.unit != per.unit):
        return None
    if asked.thing and asked.thing != per.thing.lemma.lower():
        return None
    rest_story = story + (list(split_sentences(done)) if done else [])
    if not _plain_story(rest_story, lexicon, asked.doer, per.verb):
        return None
    things = _plural(per.thing, lexicon)
    if things is None:
        return None
    body = " ".join(text[s.start : s.end] for s in story)
    if done:
        body = f"{body} {done}"
    base = read(f"{body} How many {things} does {asked.doer} still have to {asked.verb_text}?", lexicon)
    value = getattr(base, "value", None)
    if value is None or value <= 0 or value.denominator != 1:
        return None
    if getattr(base, "unit", None) != per.thing.lemma.lower():
        return None
    total = value * per.value
    step = f"{value} {things} left at {per.value} {per.unit}s each: {total} {per.unit}s"
    return Reasked(total, base, step, per.unit)
