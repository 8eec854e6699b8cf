"""A story of people named one by one and asked about as a group, 'the N <people>', with words around it
that say nothing to compute: a scene told first, the unit said again in the question, the group called
'the N family members', the scene's occasion echoed at the end of the question (ADR 0498).

Read (invented): "At the barbecue, everybody laughed and danced. Omar hiked 5 miles. Pia hiked 2 miles
more than Omar. How far, in miles, did the two family members hike at the barbecue?" The sentence reader
stops at the opening 'everybody' (an amount with no number), at ', in miles,' and at 'family members'.
Each of these is told again as words an older reading reads, and the whole reader reads the result:

- the scene: a first sentence "[At|During|On <the|a|an> <plain words>,] everyone|everybody|all the guests
  <plain words>." is left out. It is only left out when it has no number, name, pronoun, amount word
  (beyond a plain "too much"), negation, question word, transfer ('to', 'from', 'with', a giving,
  paying, buying or selling verb), and when no noun of it is told again in a later statement
  ("everybody brought snacks. Omar brought 4 snacks." may count snacks of others);
- the unit: "How much weight, in pounds," / "How far, in miles," is told "How many pounds" / "How many
  miles" ("How much money" for dollars) when every unit word of the story is that unit (for dollars, '$'
  counts and no cent or coin may be told): then the unit asks for no conversion;
- the group: "the N family members" / "the N team members" is told "the N friends", the plain noun of
  any kind of person that the reading of 'the N <people>' (ADR 0271) reads; it then checks that N is
  the number of people named, as it does for 'the N friends' told so;
- the occasion: a last "at|during|on <the|their> ... <noun>" before the question mark is left out
  when the scene opened with the same noun, and no statement between them tells a place or a time
  ("at home", "before the trip", "last week"): all of the story happened there.

The retelling is only made when the question asks 'the N <noun>' with a plural person noun the lexicon
lets name any named people ('friends', 'cousins', 'people'; or the 'members' above) and no statement
says 'everyone', 'everybody' or 'all': a scene's 'everyone' may be more people than the ones named, and
only a question about the N named keeps them out. A question that asks 'they', 'everyone' or the
total with no group stays refused. Anything else keeps the first refusal; the retold text goes through
every reading, so a wrong count, a 'the three brothers' with a girl among them, or a later change is
refused there.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.rewrites import Rewrite, with_edits
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import Unread, words_by_surface

SUBJECT = re.compile(r"(?P<subject>everyone|everybody|all the guests)\s+", re.IGNORECASE)
OPENER = re.compile(
    r"(?P<prep>at|during|on)\s+(?:the|a|an)\s+(?P<place>[a-z][a-z\s-]*?[a-z])\s*,\s*", re.IGNORECASE
)
# Categories a scene may use after its subject: plain verbs, nouns, describing words, 'and' and ','.
SCENE_CATEGORIES = frozenset(
    {"noun", "verb", "verb_lose", "verb_gain", "verb_activity", "verb_produce", "adjective", "adverb"}
)
SCENE_WORDS = frozenset(
    {"and", ",", "the", "a", "an", "of", "was", "were", "had", "felt", "up", "out", "around"}
)
FORBIDDEN = frozenset(
    {
        "to",
        "from",
        "with",
        "for",
        "not",
        "never",
        "no",
        "each",
        "every",
        "all",
        "half",
        "rest",
        "both",
        "some",
    }
    | {"lot", "lots", "plenty", "many", "more", "most", "less", "fewer", "few", "several", "extra", "enough"}
    | {
        "twice",
        "double",
        "triple",
        "dozen",
        "dozens",
        "pair",
        "couple",
        "once",
        "again",
        "except",
        "but",
        "or",
    }
)
UNIT_ASK = re.compile(
    r"^(?P<ask>how\s+(?:much(?:\s+[a-z]+)?|many\s+[a-z]+|far|long|heavy))\s*,\s*in\s+(?P<unit>[a-z]+)\s*,\s*",
    re.IGNORECASE,
)
GROUP = re.compile(
    r"\bthe\s+(?P<count>two|three|four|five|six|seven|eight|nine|[2-9])\s+(?P<noun>[a-z]+)(?:\s+(?P<members>members)\b)?",
    re.IGNORECASE,
)
MEMBER_KINDS = frozenset({"family", "team"})
OCCASION = re.compile(
    r"\s+(?:at|during|on)\s+(?:the|their)\s+(?:[a-z-]+\s+){0,2}(?P<noun>[a-z]+)\s*\?$", re.IGNORECASE
)
PLACE_OR_TIME = re.compile(
    r"\b(?:at|during|before|after|since|until|while|when|if|on|in|then|later|earlier|home|yesterday|today|"
    r"tomorrow|last|next|week|weeks|month|months|year|years|day|days)\b",
    re.IGNORECASE,
)
EVERYONE_WORDS = re.compile(r"\b(?:everyone|everybody|all|guests|each|every)\b", re.IGNORECASE)
MONEY_OTHER = re.compile(r"\b(?:cents?|coins?|dimes?|nickels?|penn(?:y|ies)|quarters?)\b|¢", re.IGNORECASE)


def everyone_scenes(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with the scene, the unit said again, 'family members' and the echoed occasion told
    plainly; None when the question asks no 'the N <people>' or nothing of these shapes is found."""
    sentences = split_sentences(text)
    if len(sentences) < 3 or not sentences[-1].is_question or any(s.is_question for s in sentences[:-1]):
        return None
    try:
        words = words_by_surface(text, lexicon)
    except Unread:
        return None
    question = sentences[-1]
    asked = text[question.start : question.end]
    group = _group(asked, words)
    if group is None:
        return None
    scene = _scene(text, sentences, words)
    middle = sentences[1:-1] if scene is not None else sentences[:-1]
    if any(EVERYONE_WORDS.search(text[s.start : s.end]) for s in middle):
        return None
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    if scene is not None:
        edits.append((sentences[0].start, sentences[1].start, ""))
        steps.append(f"'{text[sentences[0].start : sentences[0].end]}' tells nothing to compute: left out")
    unit = UNIT_ASK.search(asked)
    if unit is not None:
        if not _one_unit(text, unit.group("unit"), words):
            return None
        told = (
            "How much money "
            if words[unit.group("unit").casefold()].lemma == "dollar"
            else f"How many {unit.group('unit')} "
        )
        edits.append((question.start, question.start + unit.end(), told))
        steps.append(f"'{unit.group(0).strip()}' asks the unit the story tells: read as '{told.strip()}'")
    if group.group("members"):
        start, end = question.start + group.start("noun"), question.start + group.end("members")
        edits.append((start, end, "friends"))
        steps.append(f"'{text[start:end]}' read as 'friends', the plain noun for any people named")
    occasion = OCCASION.search(asked)
    if occasion is not None and occasion.start() > group.end():
        if scene is None or occasion.group("noun").casefold() != scene.casefold():
            return None  # a place or time the story did not open with narrows the question
        if any(PLACE_OR_TIME.search(text[s.start : s.end]) for s in middle):
            return None  # "Omar hiked 5 miles at home": not all of it happened there
        start = question.start + occasion.start()
        edits.append((start, question.start + occasion.end() - 1, ""))
        steps.append(f"'{occasion.group(0).strip()[:-1].strip()}' echoes the scene: left out")
    return with_edits(text, edits, steps)


def _group(asked: str, words: dict) -> re.Match[str] | None:
    """The question's 'the N <people>' phrase; None when there is none or its noun may not name the cast."""
    found = GROUP.search(asked)
    if found is None or GROUP.search(asked, found.end()) is not None:
        return None
    noun = found.group("noun").casefold()
    if found.group("members"):
        return found if noun in MEMBER_KINDS else None
    word = words.get(noun)
    if word is None or word.category != "person_noun" or word.attr("cast") != "yes":
        return None
    return found


def _scene(text: str, sentences: tuple[Sentence, ...], words: dict) -> str | None:
    """The head noun of the scene's opener ('' when it has none) when the first sentence is a scene that
    tells nothing to compute; None otherwise."""
    first = sentences[0]
    said = text[first.start : first.end]
    if first.terminator != "." or re.search(r"\d|[$%]", said):
        return None
    at = 0
    place = ""
    opener = OPENER.match(said)
    if opener is not None:
        place = opener.group("place").split()[-1]
        for surface in opener.group("place").split():
            word = words.get(surface.casefold())
            if (
                word is None
                or not word.category.startswith(("noun", "adjective", "verb"))
                or surface != surface.lower()
            ):
                return None
        at = opener.end()
    subject = SUBJECT.match(said, at)
    if subject is None:
        return None
    rest = said[subject.end() : -1]
    if not rest or rest != rest.lower():
        return None  # a name or 'I'
    rest = re.sub(r"\btoo much\b", "", rest)
    later = {
        w.rstrip("s")
        for s in sentences[1:-1]
        for w in re.findall(r"[a-z]+", text[s.start : s.end].casefold())
    }
    for surface in re.findall(r"[a-z']+|,", rest):
        if surface in FORBIDDEN:
            return None
        if surface in SCENE_WORDS:
            continue
        word = words.get(surface)
        if word is None or word.category not in SCENE_CATEGORIES:
            return None
        if word.category == "noun" and surface.rstrip("s") in later:
            return None  # "everybody brought snacks. Omar brought 4 snacks.": a count of the scene's thing
    return place


def _one_unit(text: str, unit: str, words: dict) -> bool:
    """Whether every unit the story tells is `unit`, and the story tells it: ', in <unit>,' then asks for
    no conversion."""
    asked = words.get(unit.casefold())
    if asked is None or asked.category not in ("unit_noun", "money_noun") or asked.sense is None:
        return False
    if asked.sense.form != "NNS":
        return False  # "in pound": not the plain unit
    told = -1  # the question's own
    for surface, word in words.items():
        if word.category in ("unit_noun", "money_noun", "coin_noun"):
            if word.lemma not in (asked.lemma, "money"):
                return False
            told += len(re.findall(rf"(?<![\w-]){re.escape(surface)}(?![\w-])", text, re.IGNORECASE))
    if asked.lemma == "dollar":
        if MONEY_OTHER.search(text):
            return False
        told += text.count("$")
    return told > 0


__all__ = ["everyone_scenes"]
