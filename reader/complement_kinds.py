""" "Tom's class has 30 students. Girls are 2/5 of the class. How many boys are in Tom's class?" (ADR 0447).

A group split into two kinds the pack pairs (ADR 0417: `splits_into` on the group's person noun, or two
opposite adjectives), one kind told, the other asked, is read by the chained-parts reading (ADRs 0290,
0306, 0342) and the backwards reading of ADR 0417 -- but only in their plain wording. The same story is
often told in words those readings do not take, and each such wording says exactly what a plain one
says. This module retells them, one fixed shape at a time, and the whole reader reads the retold story
with every check it has (the pairing, the whole counts, the place, the tense):

- an owner's body as the whole's holder or place: "Tom's class", "Mrs. Ray's school" is "the class"
  when every mention of that noun is the owner's or 'the'/'that'/'this' one, the owner is named
  nowhere else and no 'he'/'she'/'his'/'her' points at anyone ("Tom's class has 30 students" -> "The
  class has 30 students"; "How many boys are in that class?" -> "... in the class?");
- a share or count of the body, told of its members: "2/5 of the class are girls" after "The class has
  30 students" is "2/5 of the students are girls" (the class's members are its students);
- a part told back to front: "Girls are 2/5 of the students." is "2/5 of the students are girls.";
- a part told by 'there': "There are 12 girls [and the rest are boys]." right after the whole's own
  sentence is "12 of them are girls [and the rest are boys]." (a plural person noun only: the whole's
  members are what is counted);
- the backwards split asked in one sentence: "If 75% of the workers at the factory are women and the
  number of men is 40, how many women are at the factory?" is ADR 0417's "At the school, 60% of the
  students are girls and 300 are boys. How many girls are at the school?".

Nothing here pairs two kinds: that stays the pack's and the readings' (people, guests and members are
not split into boys and girls, since grown-ups may be among them). Anything outside these shapes, a
second owner, a pronoun, a third sentence of any other kind or a word the pack does not know returns
None and the first refusal stands.
"""

from __future__ import annotations

import re
from fractions import Fraction

from packs.model import Lexicon
from reader.derivation import fmt
from reader.part_subjects import share_of
from reader.rewrites import Rewrite
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none, word_by_surface, words_by_surface

__all__ = ["complement_kinds"]

OWNER = r"(?:(?:Mr|Mrs|Ms|Dr|Miss)\.? )?[A-Z][a-z]+"
OWNED = re.compile(r"\b(?P<owner>" + OWNER + r")'s (?P<noun>[a-z]+)\b")
POINTERS = re.compile(r"\b(?:he|she|his|her|him|hers|He|She|His|Her)\b")
AMOUNT = r"(?P<amount>\d+(?:/\d+|%)?|[a-z]+(?:[- ][a-z]+)?(?: percent)?)"
COPULA = r"(?P<copula>are|were)"
WHOLE_HAS = re.compile(
    r"^(?:A|An|The) (?P<body>[a-z]+) (?:has|had) (?P<n>\S+) (?P<group>[a-z]+)(?P<more>,? and .+)?\.$"
)
WHOLE_THERE = re.compile(
    r"^There (?:are|were) (?P<n>\S+) (?P<group>[a-z]+)(?: (?:in|at|on) (?:the|a|an) (?P<body>[a-z]+))?"
    r"(?P<more>,? and .+)?\.$"
)
BODY_OF = re.compile(
    r"^(?P<det>A|An|The) (?P<body>[a-z]+) of (?P<n>\d+|[a-z]+) (?P<group>[a-z]+) (?P<verb>has|had) (?P<k>\d+|[a-z]+)"
    r" (?P<kind>[a-z]+)\.$"
)
SEMICOLON = re.compile(r"^(?P<whole>[^;]+); (?P<parts>[^;]+)$")
DOER_QUESTION = re.compile(
    r"^How many (?P<kind>[a-z]+) (?P<verb>[a-z]+) (?P<prep>in|at|on) the (?P<body>[a-z]+)\?$"
)
HAVE_QUESTION = re.compile(r"^How many (?P<kind>[a-z]+) (?P<aux>does|did) the (?P<body>[a-z]+) have\?$")
OF_BODY = re.compile(
    r"^" + AMOUNT + r" of the (?P<body>[a-z]+) " + COPULA + r" (?P<kind>[a-z]+)(?P<rest>.*)$"
)
BACKWARD_PART = re.compile(
    r"^(?P<kind>[A-Z][a-z]+) " + COPULA + r" " + AMOUNT + r" of the (?P<whole>[a-z]+)\.$"
)
THERE_PART = re.compile(
    r"^There " + COPULA + r" (?P<k>\d+|[a-z]+) (?P<kind>[a-z]+)"
    r"(?P<rest>(?:,? and the rest (?:are|were) (?P<other>[a-z]+))?)\.$"
)
IF_BACKWARD = re.compile(
    r"^If (?P<share>\S+) of the (?P<group>[a-z]+)(?: (?P<prep>in|at|on) (?P<place>(?:the |a |an )?[a-z]+))? "
    + COPULA
    + r" (?P<a>[a-z]+) and the number of (?P<b>[a-z]+) (?:is|was) (?P<n>\d+), (?P<q>how many [^,?]+)\?$"
)
QUESTION = re.compile(r"^How many ")
CLAUSE = r"(?:\S+(?: \S+)?(?: of (?:them|the [a-z]+))?|[Tt]he rest) (?:are|were) [a-z]+"
PART = re.compile(r"^(?:and )?" + CLAUSE + r"(?:,? and " + CLAUSE + r")*\.?$")
SHARED = re.compile(
    r"^(?P<share>\S+) of (?P<owner>" + OWNER + r")'s (?P<group>[a-z]+) " + COPULA + r" (?P<a>[a-z]+)"
    r",? and the rest (?:are|were) (?P<b>[a-z]+)\.$"
)
COUNTED = r"(?P<who>[A-Za-z]+) (?P<has>has|had) (?P<n>\d+) (?P<group>[a-z]+) who (?:are|were) (?P<c>[a-z]+)"
ASKED = (
    r"(?P<q>[Hh]ow many (?P<asked_group>[a-z]+) (?:does|did) (?P<who2>[A-Za-z]+) have who (?:are|were) (?P<d>[a-z]+)"
    r"|[Hh]ow many (?P<d2>[a-z]+) (?:does|did) (?P<who3>[A-Za-z]+) have)"
)
IF_COUNTED = re.compile(r"^If " + COUNTED + r", " + ASKED + r"\?$")
COUNTED_SENTENCE = re.compile(r"^" + COUNTED + r"\.$")
ASKED_SENTENCE = re.compile(r"^" + ASKED + r"\?$")
PERSONS = {"he": "male", "she": "female"}


def complement_kinds(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The story retold in the plain wording of a group split into two kinds; None when it is not the shape."""
    return or_none(_retold, text, lexicon)


def _retold(text: str, lexicon: Lexicon) -> Rewrite | None:
    backward = _backward(text, lexicon) or _share_and_count(text, lexicon)
    if backward is not None:
        return backward
    steps: list[str] = []
    owned = _owner_dropped(text, lexicon)
    if owned is not None:
        text, step = owned
        steps.append(step)
    said = _said(text)
    if len(said) not in (2, 3, 4) or not said[-1].endswith("?") or any(s.endswith("?") for s in said[:-1]):
        return None
    words = words_by_surface(text, lexicon)
    if not QUESTION.match(said[-1]):
        return None
    said = _whole_split(said, words, steps)
    if len(said) > 4:
        return None
    whole = WHOLE_HAS.match(said[0]) or WHOLE_THERE.match(said[0])
    if whole is None:
        return None
    group = word_by_surface(whole["group"], words)
    if group.category not in ("noun", "person_noun") or "NNS" not in group.tags:
        return None
    if group.text.casefold() == group.lemma.casefold():
        return None  # "sheep", "fish": one or many?
    people = group.category == "person_noun" or group.attr("covers") == "person"
    members = people and bool(group.attr("splits_into"))  # a body's members are its students, its workers
    body = whole["body"]
    parts = list(said[1:-1])
    for i, part in enumerate(parts):
        new = _back_to_front(part, whole["group"], body if members else None, words)
        if new is None and members:
            new = _of_body(part, body, whole["group"], words)
        if new is None and people and i == 0 and not whole["more"]:
            new = _there_part(part, words)
        if new is not None:
            steps.append(f"'{part}' read as '{new}'")
            parts[i] = new
    told = [whole["more"][1:].strip()] if whole["more"] else []
    if not all(PART.match(p) for p in [*told, *parts]) or not (told or parts):
        return None  # a sentence that is no part of the whole: a move, a second group, a distractor
    question = _question(said[-1], body, group, words)
    if question != said[-1]:
        steps.append(f"'{said[-1]}' read as '{question}'")
    if not steps:
        return None
    retold = " ".join([said[0], *parts, question])
    return Rewrite(retold, tuple(steps))


def _whole_split(said: list[str], words: dict[str, Word], steps: list[str]) -> list[str]:
    """ "There are 40 animals on the farm; 15 are cows ..." and "A class of 30 students has 12 girls." as
    the whole's own sentence and a part's."""
    first = said[0]
    semi = SEMICOLON.match(first)
    if semi is not None and (WHOLE_HAS.match(semi["whole"] + ".") or WHOLE_THERE.match(semi["whole"] + ".")):
        if not re.match(r"^(?:\d+|[a-z]+(?:[- ][a-z]+)?) ", semi["parts"]):
            raise Unread  # "...; the farmer sold 5": not a part of the whole
        part = semi["parts"][0].upper() + semi["parts"][1:]
        steps.append(f"'{first}' read as two sentences")
        return [semi["whole"] + ".", part, *said[1:]]
    held = BODY_OF.match(first)
    if held is not None:
        _part_kind(held["kind"], words)
        if held["kind"] == held["group"]:
            raise Unread
        for number in (held["n"], held["k"]):
            if word_by_surface(number, words).category not in ("number", "number_word"):
                raise Unread
        copula = "are" if held["verb"] == "has" else "were"
        k = held["k"][0].upper() + held["k"][1:]
        whole = f"{held['det']} {held['body']} {held['verb']} {held['n']} {held['group']}."
        part = f"{k} of them {copula} {held['kind']}."
        steps.append(f"'{first}' read as '{whole} {part}'")
        return [whole, part, *said[1:]]
    return said


def _question(question: str, body: str | None, group: Word, words: dict[str, Word]) -> str:
    """ "How many women work at the factory?" of its workers, "How many boys does the school have?"
    -> "How many women are at the factory?", "How many boys are in the school?"."""
    if body is None:
        return question
    question = re.sub(r" (?:that|this) " + re.escape(body) + r"\?$", f" the {body}?", question)
    doer = DOER_QUESTION.match(question)
    if doer is not None and doer["body"] == body:
        verb = word_by_surface(doer["verb"], words)
        if not group.attr("does") or verb.lemma.casefold() != group.attr("does"):
            return question  # "How many women sing at the factory?": singing is not what workers do
        _part_kind(doer["kind"], words)
        copula = "were" if "VBD" in verb.tags and "VBP" not in verb.tags else "are"
        if verb.text.casefold() == verb.lemma.casefold():
            copula = "are"
        return f"How many {doer['kind']} {copula} {doer['prep']} the {body}?"
    have = HAVE_QUESTION.match(question)
    if have is not None and have["body"] == body:
        _part_kind(have["kind"], words)
        copula = "are" if have["aux"] == "does" else "were"
        return f"How many {have['kind']} {copula} in the {body}?"
    return question


def _said(text: str) -> list[str]:
    return [text[s.start : s.end].strip() for s in split_sentences(text)]


def _body_noun(word: Word) -> bool:
    """ "class", "school", "club": one plain singular noun that is no person, as `group_holder` takes."""
    return (
        word.category == "noun"
        and "NN" in word.tags
        and word.text.casefold() == word.lemma.casefold()
        and not word.attr("covers")
    )


def _owner_dropped(text: str, lexicon: Lexicon) -> tuple[str, str] | None:
    """ "Tom's class" -> "the class" when it is the story's one owner and one body; None otherwise."""
    found = {(m["owner"], m["noun"]) for m in OWNED.finditer(text)}
    if len(found) != 1:
        return None
    ((owner, noun),) = found
    if POINTERS.search(text):
        return None  # "her class": whose? a pronoun may point at the owner or at someone else
    words = words_by_surface(text, lexicon)
    if not _body_noun(word_by_surface(noun, words)):
        return None
    rest = OWNED.sub("", text)
    if re.search(r"\b" + re.escape(owner.split(" ")[-1]) + r"\b", rest):
        return None  # the owner named again: a person of the story, not only a label of the body
    mentions = re.finditer(r"(?P<before>\S+) " + re.escape(noun) + r"\b", text)
    for m in mentions:
        if m["before"].casefold() not in ("the", "that", "this") and not m["before"].endswith("'s"):
            return None  # "a class", "each class", "every class": another body, or many
    out = OWNED.sub(lambda m: f"the {noun}", text)
    out = re.sub(r"\b(?:that|this) " + re.escape(noun) + r"\b", f"the {noun}", out)
    out = re.sub(r"(^|[.?!] +)the ", lambda m: m.group(1) + "The ", out)
    return out, f"'{owner}'s {noun}' read as 'the {noun}'"


def _of_body(part: str, body: str | None, group: str, words: dict[str, Word]) -> str | None:
    """ "2/5 of the class are girls" -> "2/5 of the students are girls": a body's members are its group."""
    m = OF_BODY.match(part)
    if m is None or body is None or m["body"] != body or body == group:
        return None
    _part_kind(m["kind"], words)
    return f"{m['amount']} of the {group} {m['copula']} {m['kind']}{m['rest']}"


def _back_to_front(part: str, group: str, body: str | None, words: dict[str, Word]) -> str | None:
    """ "Girls are 2/5 of the students." -> "2/5 of the students are girls."."""
    m = BACKWARD_PART.match(part)
    if m is None or m["whole"] not in (group, body):
        return None
    kind = m["kind"].casefold()
    _part_kind(kind, words)
    amount = m["amount"]
    amount = amount[0].upper() + amount[1:]
    return f"{amount} of the {group} {m['copula']} {kind}."


def _there_part(part: str, words: dict[str, Word]) -> str | None:
    """ "There are 12 girls [and the rest are boys]." right after the whole -> "12 of them are girls ..."."""
    m = THERE_PART.match(part)
    if m is None:
        return None
    if word_by_surface(m["kind"], words).category != "person_noun":
        return None  # "There are 12 cows": among the whole, or more of them?
    _part_kind(m["kind"], words)
    if m["other"]:
        _part_kind(m["other"], words)
    count = word_by_surface(m["k"], words)
    if count.category not in ("number", "number_word"):
        raise Unread
    k = m["k"][0].upper() + m["k"][1:]
    rest = f" and the rest {m['copula']} {m['other']}" if m["other"] else ""
    return f"{k} of them {m['copula']} {m['kind']}{rest}."


def _part_kind(surface: str, words: dict[str, Word]) -> None:
    """A part's word: a plural noun ("girls", "cows") or an adjective ("female"); Unread otherwise."""
    word = word_by_surface(surface, words)
    if word.category == "adjective":
        return
    if word.category not in ("person_noun", "noun") or "NNS" not in word.tags:
        raise Unread
    if word.text.casefold() == word.lemma.casefold():
        raise Unread  # "sheep": one or many?


def _backward(text: str, lexicon: Lexicon) -> Rewrite | None:
    """ "If 70% of the workers are women and the number of men is 120, how many women ...?" (ADR 0417)."""
    said = _said(text)
    if len(said) != 1:
        return None
    m = IF_BACKWARD.match(said[0])
    if m is None:
        return None
    words = words_by_surface(text, lexicon)
    _part_kind(m["a"], words)
    _part_kind(m["b"], words)
    if m["a"] == m["b"]:
        return None
    front = ""
    if m["place"]:
        place = "the " + m["place"].split(" ")[-1]
        if not _body_noun(word_by_surface(place.split(" ")[-1], words)):
            return None
        front = f"{m['prep'].capitalize()} {place}, "
    share = m["share"]
    statement = (
        f"{front}{share} of the {m['group']} {m['copula']} {m['a']} and {m['n']} {m['copula']} {m['b']}."
    )
    if not front:
        statement = statement[0].upper() + statement[1:]
    question = m["q"][0].upper() + m["q"][1:] + "?"
    retold = f"{statement} {question}"
    return Rewrite(retold, (f"'{said[0]}' read as '{retold}'",))


def _share_and_count(text: str, lexicon: Lexicon) -> Rewrite | None:
    """ "45% of Nina's classmates are girls and the rest are boys. If she has 18 classmates who are girls, how many
    classmates does she have who are boys?" -> "Nina has 40 classmates. 45% of them are girls and the rest are
    boys. How many boys does Nina have?": a share and the count of one kind fix the whole."""
    said = _said(text)
    if len(said) not in (2, 3):
        return None
    shared = SHARED.match(said[0])
    if shared is None:
        return None
    if len(said) == 2:
        counted = IF_COUNTED.match(said[1])
        asked = counted
    else:
        counted = COUNTED_SENTENCE.match(said[1])
        asked = ASKED_SENTENCE.match(said[2])
    if counted is None or asked is None:
        return None
    words = words_by_surface(text, lexicon)
    owner = shared["owner"]
    name = word_by_surface(owner.split(" ")[-1], words)
    if not (name.category == "name" or name.attr("name_gender")) or " " in owner:
        return None
    gender = name.attr("name_gender") or name.attr("gender")
    pointers = {who.casefold() for who in (counted["who"], asked["who2"] or asked["who3"]) if who != owner}
    if len(pointers) > 1:
        return None  # "If he has ... does she have": one person told both ways
    for who in (counted["who"], asked["who2"] or asked["who3"]):
        said_gender = PERSONS.get(who.casefold())
        if who != owner and (said_gender is None or gender not in ("", "any", said_gender)):
            return None  # "If she has ..." of Ben: someone else's friends; a name of open gender is the one person
    group, a, b = shared["group"], shared["a"], shared["b"]
    if counted["group"] != group or (asked["asked_group"] or group) != group:
        return None
    for kind in (a, b):
        _part_kind(kind, words)
    told, wanted = counted["c"], asked["d"] or asked["d2"]
    if {told, wanted} != {a, b} or a == b:
        return None
    share = share_of(word_by_surface(shared["share"], words))
    count = word_by_surface(counted["n"], words)
    if share is None or share >= 1 or count.category != "number" or count.shape is None:
        return None
    part = share if told == a else 1 - share
    whole = Fraction(count.shape.value) / part
    if whole.denominator != 1 or whole <= 0:
        return None  # 18 girls at 45% is 40 classmates; 19 girls are no count of classmates
    has = counted["has"]
    retold = (
        f"{owner} {has} {fmt(whole)} {group}. {shared['share']} of them {shared['copula']} {a} and the rest "
        f"{shared['copula']} {b}. How many {wanted} {'does' if has == 'has' else 'did'} {owner} have?"
    )
    step = f"{counted['n']} {group} are {fmt(100 * part)}% of {owner}'s {group}: {counted['n']} / {fmt(part)} = {fmt(whole)}"
    return Rewrite(retold, (step,))
