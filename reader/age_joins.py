"""Ages told two to a sentence, retold one to a sentence for the ages readings (ADR 0456).

The ages readings (reader/ages.py, age_milestones.py, age_multiples.py, and the retellings of ADR 0446
and 0450) read one age fact per clause, and split "<person> is ... and <person> is ..." themselves. A
survey of the refused age questions shows more facts told two to a sentence, or leaning on the sentence
before:

- one subject with two predicates: "Yuri is 7 years older than his sister Ana and twice her age." is
  "Yuri is 7 years older than his sister Ana. Yuri is twice her age." (the second predicate opens with a
  count, a multiple or a fraction, so it cannot be a second holder joined to the first one's); 'but' and
  ', while' join as 'and' does;
- two clauses that share a time opening the sentence: "In 5 years, Ada will be 30 and Ben will be 20." is
  "In 5 years, Ada will be 30. In 5 years, Ben will be 20.";
- "<kin>, <Name>, is" is "<kin> <Name> is";
- "His|Her <kin> is N years older|younger." right after a first sentence about one person and no one
  else is "... than <that person>" (the kin a person, not a pet);
- an opening "<Name> and <Name> are brothers|friends|cousins|..." tells no age and is left out when both
  names come again ("twins" tells one and is kept).

A sentence is split only when it holds exactly one such joint and the part before it is a whole clause
("<person> is|was|will be ..."). A time anywhere but at the opening of the first part ("Ada will be 30 in
5 years and ...") or in a second predicate, a second part with a time of its own after a copied one, and
a predicate with another verb ("was 20 and is ...") leave the problem refused. Questions are not split.
"The sum of the ages of Ada and Ben is 40" is never split (the part before 'and' is no clause), nor is
"older than Ben and Cy" (no verb or predicate after 'and').

The retold text is then read by the ADR 0450 and ADR 0446 retellings and the ages readings, with every
check they make (every age fixed once and needed, whole positive ages, pronouns that fit exactly one
person, tenses that agree with shifts). The hook runs after every other reading refused, so nothing
answered before changes.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.age_forms import read_age_forms, read_retold
from reader.age_futures import read_age_futures
from reader.answer import Answer
from reader.rewrites import Rewrite
from reader.tokenise import split_sentences
from reader.whole_problem_words import known_words, or_none

NAME = r"[A-Z][a-z]+"
KIN = r"(?:[A-Z][a-z]+'s|[Hh]is|[Hh]er)(?: [a-z]+)? [a-z]+"
WHO = r"(?:" + KIN + r"(?:,? " + NAME + r",?)?|" + NAME + r"|[Hh]e|[Ss]he)"
VERB = r"(?:is|was|will be)"
COUNT = (
    r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
    r"|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
)
PREDICATE = r"(?:" + COUNT + r"|twice|thrice|half|a third|a quarter|\d+/\d+)\b"
JOINT = re.compile(r",? and |, while |,? but ")
OPENING = re.compile(
    r"^(?P<time>(?:[Ii]n|[Aa]fter) [\w-]+ (?:more )?years?, |[\w-]+ years? (?:ago|from now), )"
)
CLAUSE = re.compile(r"^(?P<who>" + WHO + r") (?P<verb>" + VERB + r") (?P<rest>.+)$")
RIGHT_CLAUSE = re.compile(r"^(?P<who>" + WHO + r") (?P<verb>" + VERB + r") (?P<rest>.+)$")
RIGHT_PREDICATE = re.compile(r"^(?:(?P<verb>" + VERB + r") )?(?P<rest>" + PREDICATE + r".*)$")
TIME = re.compile(
    r"\b(?:now|currently|today|then|when|ago|later|earlier|years? from now|this year|next year|last year)\b"
    r"|\b(?:[Ii]n|[Aa]fter) [\w-]+ (?:more )?years?\b|'ll\b"
)
SCENE = re.compile(
    r"^(?P<a>"
    + NAME
    + r") and (?P<b>"
    + NAME
    + r") are (?:brothers|sisters|siblings|friends|best friends|cousins"
    r"|classmates|neighbors|neighbours)\.$"
)
ELLIPTIC = re.compile(
    r"^(?:[Hh]is|[Hh]er)(?: [a-z]+)? [a-z]+(?:,? "
    + NAME
    + r",?)? is (?:"
    + COUNT
    + r"|an?) years? (?:older|younger)\.$"
)
KINLIKE = re.compile(r"\b(?:his|her|their|they|them|who|and|or|with)\b", re.I)
NOW = re.compile(r"\b(?:now|currently|today)\b")
APPOSITIVE = re.compile(r"\b(?P<kin>" + KIN + r"), (?P<name>" + NAME + r"),? (?P<verb>" + VERB + r")\b")


def age_joins(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem retold one age fact to a sentence; None when nothing here applies."""
    return or_none(_retold, text, lexicon)


def _retold(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) < 2:
        return None
    said = [text[s.start : s.end].strip() for s in sentences]
    steps: list[str] = []
    out: list[str] = []
    for index, sentence in enumerate(said[:-1]):
        if index == 0 and _scene(sentence, said[1:]):
            steps.append(f"'{sentence}' tells no age")
            continue
        if (
            index == 1
            and ELLIPTIC.match(sentence)
            and _one_person(said[0])
            and _kin_is_person(sentence, lexicon)
        ):
            sentence = f"{sentence[:-1]} than {said[0].split()[0]}{sentence[-1]}"
            steps.append(
                f"'older'/'younger' with no 'than' compares with {said[0].split()[0]}, the one person before"
            )
        told = _sentence(sentence, steps)
        if told is None:
            return None
        out.extend(told)
    if not steps:
        return None
    out.append(said[-1])
    return Rewrite(" ".join(out), tuple(steps))


def read_age_joins(text: str, lexicon: Lexicon) -> Answer | None:
    """The retold problem read by the ADR 0450 and 0446 retellings, else by the ages readings alone."""
    found = age_joins(text, lexicon)
    return None if found is None else read_retold(found, lexicon, read_age_forms, read_age_futures)


def _sentence(sentence: str, steps: list[str]) -> list[str] | None:
    """One sentence of the story as one or two; None when it has a joint this reading must not split."""
    if sentence.endswith("?"):
        return None
    body, stop = sentence[:-1], sentence[-1]
    if stop not in ".!":
        return [sentence]
    match = APPOSITIVE.search(body)
    if match is not None:  # "her daughter, Jane, is 6": the kin named
        body = body[: match.start()] + f"{match['kin']} {match['name']} {match['verb']}" + body[match.end() :]
        steps.append(f"'{match['kin']}, {match['name']}' is {match['name']}")
    joints = list(JOINT.finditer(body))
    if not joints:
        return [body + stop]
    if len(joints) != 1:
        return None  # "Ada, Ben and Cy", or two joints: not one split
    joint = joints[0]
    left, right = body[: joint.start()], body[joint.end() :]
    opening = OPENING.match(left)
    time = opening["time"] if opening else ""
    clause = CLAUSE.match(left[len(time) :])
    if clause is None:
        return [body + stop]  # no clause before 'and': "The sum of the ages of Ada and Ben is 40"
    if TIME.search(clause["rest"]) and not (NOW.search(clause["rest"]) and not time):
        return None  # a time inside the first part, not shared by a part after it
    second = RIGHT_CLAUSE.match(right)
    if second is not None:
        told = f"{second['who']} {second['verb']} {second['rest']}"
        steps.append("two ages in one sentence, told one to a sentence")
    else:
        predicate = RIGHT_PREDICATE.match(right)
        if predicate is None:
            return [body + stop]  # "older than Ben and Cy": not a second age
        if TIME.search(predicate["rest"]):
            return None  # "Ada is 30 and 3 years ago was 27": a second time for one subject
        verb = predicate["verb"] or clause["verb"]
        if verb != clause["verb"]:
            return None  # "Ada was 30 and is ...": two times for one subject
        told = f"{clause['who']} {verb} {predicate['rest']}"
        steps.append(f"'{clause['who']} {verb} ... and {predicate['rest']}': two ages of one person")
    if time and TIME.search(told):
        return None  # the second part has a time of its own beside the opening one
    if NOW.search(clause["rest"]) and re.search(r"\b(?:was|will)\b", told):
        return None
    return [f"{left}{stop}", _upper(f"{time}{told}{stop}")]


def _scene(sentence: str, later: list[str]) -> bool:
    """ "Ada and Ben are brothers.": who they are, no age, and both named again after it."""
    match = SCENE.match(sentence)
    if match is None or match["a"] == match["b"]:
        return False
    rest = " ".join(later)
    return all(re.search(rf"\b{match[k]}\b", rest) for k in ("a", "b"))


def _kin_is_person(sentence: str, lexicon: Lexicon) -> bool:
    """ "Her brother is 4 years older": the kin is a person ("her dog" is not compared with its owner)."""
    words = known_words(split_sentences(sentence)[0], lexicon)
    nouns = [w for w in words[1:] if w.category in ("noun", "person_noun")]
    return bool(nouns) and nouns[0].category == "person_noun"


def _one_person(sentence: str) -> bool:
    """A sentence about one named person and no one else: "Ada will be 25 years old in two years."."""
    words = re.findall(r"[A-Za-z']+", sentence)
    if not words or not re.fullmatch(NAME, words[0]) or sentence.endswith("?"):
        return False
    others = [w for w in words[1:] if w[:1].isupper()]
    return not others and not KINLIKE.search(sentence)


def _upper(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


__all__ = ["age_joins", "read_age_joins"]
