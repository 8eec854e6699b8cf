"""A target told, the progress towards it told, the shortfall asked: retold as a requirement (ADR 0492).

"Pia needs to pack 40 boxes. She packed 9 boxes on Monday and 7 on Tuesday. How many more boxes does
she need to pack?" asks what "Pia needs 40 boxes. She gets 9 boxes. She gets 7 boxes. How many more
boxes does Pia need?" asks: the target less what was done towards it. The requirement reading
(ADR 0077) reads the retold problem, so its checks (one holder, one unit, a target already passed
refuses) still hold. Two shapes are retold, and nothing else:

- a target "<Name> needs|wants|has|aims|plans|hopes to <verb> N <things> [phrase]." or "<Name> has N
  <things> to <verb> [phrase].", then only statements of the same doer (name, she or he) doing that
  same verb ("sold", "has sold", "sells") to a list of counts of those same things, each maybe with one
  phrase ("to her aunt", "on Monday", "last week") and "another" after the first; the question "How
  many more [<things>] does <doer> need|have to <verb> [to reach her goal]?";
- a holding list "<Name> has <list> [in her <place>]." then "If she|he wants [a total of] N <things>
  [in her <place>], how many more <things> does she|he need?": the list is kept as told and the
  requirement reading checks that every kind in it is one of the things asked.

Refused (left to the first refusal): any other sentence (a distractor, a rate, a percent, a
multiple), a number in a phrase, 'they', another doer, a negation, another verb or other things in the
progress, a phrase with 'each', 'every', 'per' and the like, or a place in the target unlike the list's.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.rewrites import Rewrite
from reader.tokenise import split_sentences

# lemma: (past, participle, third person): the verbs whose doing counts towards a target of that verb
VERBS = {
    "sell": ("sold", "sold", "sells"),
    "collect": ("collected", "collected", "collects"),
    "read": ("read", "read", "reads"),
    "make": ("made", "made", "makes"),
    "bake": ("baked", "baked", "bakes"),
    "pick": ("picked", "picked", "picks"),
    "plant": ("planted", "planted", "plants"),
    "write": ("wrote", "written", "writes"),
    "fold": ("folded", "folded", "folds"),
    "paint": ("painted", "painted", "paints"),
    "build": ("built", "built", "builds"),
    "deliver": ("delivered", "delivered", "delivers"),
    "gather": ("gathered", "gathered", "gathers"),
    "pack": ("packed", "packed", "packs"),
    "wash": ("washed", "washed", "washes"),
}
BANNED = (
    "each|every|per|other|another|more|less|fewer|times|twice|thrice|half|both|all|only|not|no|never|than|"
    "same|total|most|least|double|triple|dozen|dozens|percent|they|them|their|we|our|you|your"
)
FUNCTION = (
    "for|to|on|in|at|during|from|and|the|a|an|his|her|its|last|this|next|by|with|of|so|far|yesterday|today"
)
WORD = rf"(?!(?:{BANNED}|{FUNCTION})\b)[a-z]+"
NOUN = rf"{WORD}(?: {WORD})?(?: of {WORD}(?: {WORD})?)?"
PHRASE_WORD = rf"(?!(?:{BANNED}|{FUNCTION})\b)[A-Za-z]+"
PHRASE = (
    rf"(?:(?:for|to|on|in|at|during|from) (?:(?:the|her|his|a|an) )?{PHRASE_WORD}(?: {PHRASE_WORD})?"
    r"|(?:last|this) (?:week|weekend|month|year|morning|afternoon|evening)|yesterday|today)"
)
NAME = r"(?!(?:She|He|They|It|The|A|An|If|For|So|How|There)\b)[A-Z][a-z]+"
OPENING = rf"(?:For (?:(?:the|a|an|her|his) )?{WORD}(?: {WORD})?, )?"
TARGET = re.compile(
    rf"{OPENING}(?P<who>{NAME}) (?:needs|wants|has|aims|plans|hopes) to (?P<verb>[a-z]+) (?P<n>\d+) "
    rf"(?P<noun>{NOUN})(?: {PHRASE})?\."
)
TARGET_HELD = re.compile(
    rf"{OPENING}(?P<who>{NAME}) has (?P<n>\d+) (?P<noun>{NOUN}) to (?P<verb>[a-z]+)(?: {PHRASE})?\."
)
DONE = re.compile(
    r"(?:(?:So far|By now), )?(?P<subj>She|He|she|he|[A-Z][a-z]+) (?:(?:has|had) )?(?P<verb>[a-z]+) (?P<items>.+)\."
)
ITEM = re.compile(rf"(?P<another>another )?(?P<n>\d+)(?: (?P<noun>{NOUN}))?(?: {PHRASE})?")
ASKED = re.compile(
    rf"How many more (?:(?P<noun>{NOUN}) )?(?:does|will) (?P<subj>she|he|{NAME}) (?:need|have) to "
    r"(?P<verb>[a-z]+)(?: to (?:hit|reach|meet) (?:her|his) goal)?\?"
)
HELD_LIST = re.compile(rf"(?P<who>{NAME}) has (?P<list>\d[^.]*?)(?: in (?:her|his|the) (?P<place>[a-z]+))?\.")
WANTED = re.compile(
    rf"If (?P<subj>she|he) wants (?:a total of )?(?P<n>\d+) (?P<noun>{NOUN})(?: in (?:her|his|the) "
    r"(?P<place>[a-z]+))?, how many more (?P<asked>[a-z ]+?) does (?P<subj2>she|he) need\?"
)
SAME_PLACE = (frozenset({"house", "home"}),)


def goal_shortfall(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem retold as a requirement and what was got towards it, or None when it is not this shape."""
    low = text.casefold()
    if "how many more" not in low or ("need" not in low and "have to" not in low):
        return None
    said = [" ".join(text[s.start : s.end].split()) for s in split_sentences(text)]
    if len(said) < 2 or not said[-1].endswith("?") or any(s.endswith("?") for s in said[:-1]):
        return None
    return _wanted_total(said) if len(said) == 2 else _target_done(said)


def _target_done(said: list[str]) -> Rewrite | None:
    """ "needs to sell 20 tickets" then what was sold, one sentence or more, then the shortfall asked."""
    target = TARGET.fullmatch(said[0]) or TARGET_HELD.fullmatch(said[0])
    asked = ASKED.fullmatch(said[-1])
    if target is None or asked is None or target["verb"] not in VERBS:
        return None
    who, verb, noun = target["who"], target["verb"], target["noun"]
    if asked["verb"] != verb or not _same_things(asked["noun"], noun):
        return None
    if asked["subj"] not in ("she", "he", who):
        return None
    told = [f"{who} needs {target['n']} {noun}."]
    first = True
    subjects = set()
    for sentence in said[1:-1]:
        done = DONE.fullmatch(sentence)
        subject = None if done is None else done["subj"][0].upper() + done["subj"][1:]
        if done is None or done["verb"] not in VERBS[verb] or subject not in ("She", "He", who):
            return None
        subjects.add(subject)
        for item in re.split(r", and |, | and ", done["items"]):
            found = ITEM.fullmatch(item)
            if found is None or (found["another"] and first) or not _same_things(found["noun"], noun):
                return None
            told.append(f"{subject} gets {found['n']} {noun}.")
            first = False
    if len(subjects - {who}) > 1:
        return None  # "She ... He ...": two people besides the named one
    told.append(f"How many more {noun} does {asked['subj']} need?")
    step = f"'{verb}' towards a target of {target['n']} {noun}: what was done counts towards the target"
    return Rewrite(" ".join(told), (step,))


def _wanted_total(said: list[str]) -> Rewrite | None:
    """ "Ada has 5 roses, 4 tulips and 6 lilies. If she wants 25 flowers, how many more flowers does she need?" """
    held, wanted = HELD_LIST.fullmatch(said[0]), WANTED.fullmatch(said[1])
    if held is None or wanted is None or wanted["subj"] != wanted["subj2"]:
        return None
    if wanted["asked"] != wanted["noun"]:
        return None
    place, other = held["place"], wanted["place"]
    if other is not None and other != place and not any({other, place} <= same for same in SAME_PLACE):
        return None
    told = f"{held['who']} needs {wanted['n']} {wanted['noun']}. {held['who']} has {held['list']}. "
    told += f"How many more {wanted['noun']} does {wanted['subj']} need?"
    step = f"'wants {wanted['n']} {wanted['noun']}' read as the things needed"
    return Rewrite(told, (step,))


def _same_things(told: str | None, target: str) -> bool:
    """No noun (the target's things), the target's noun, or its head ('packs' of 'packs of cookies')."""
    if told is None:
        return True
    head = target.split(" of ")[0]
    return told in (target, head, head.split()[-1])
