"""Who a group noun with no list of names may count: people the story named plainly (ADR 0335, addendum).

'the friends', 'the sisters' or 'everyone' only stand for the people named when
nothing in the story says that one of them is something else. The registry keeps
"his mother", "the shopkeeper", "Mia's sister", "Coach Bob", "Mom", "Walmart" and
"Max the dog" as persons alike; a relation noun may not count a mother as a sister
or a shop as a friend, and "Mia's sister" may be Zoe. So each counted person must be
a single given name the lexicon knows as a person's, with a known gender, and with
no role told beside it; the story must name no one the registry left out ("picked 5
apples for Ann") and call no one an animal ("Max the dog", "Rex is Tom's dog").
"""

from __future__ import annotations

from packs.model import Entry, Lexicon
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import EntityRef

GENDERED = ("male", "female")
COVERS_KIN = {"sibling": ("sister", "brother")}  # a group kin noun and the kin nouns it takes in


def _name_gender(word: str, lexicon: Lexicon) -> str:
    """The gender the lexicon gives the word as a person's given name; '' when it is no such name."""
    sense = lexicon.lookup(word.casefold())
    if sense is None:
        return ""
    entry = sense.entry
    if entry.category == "person_noun":
        return ""  # 'Mom', 'Coach': a relation or a trade, not a name
    if entry.category == "name":
        return entry.attr("gender") or ""
    return entry.attr("name_gender") or ""


def _role_fits(role: str, asked: str, lexicon: Lexicon) -> bool:
    """Whether a role told beside the name is the asked relation itself ("his sister Tia", 'the siblings')."""
    sense = lexicon.lookup(role.casefold())
    lemma = sense.entry.lemma if sense is not None else role
    return bool(asked) and (lemma == asked or lemma in COVERS_KIN.get(asked, ()))


def plainly_named(person: EntityRef, lexicon: Lexicon, asked: str = "", *, any_gender: bool = False) -> bool:
    """Whether the person was named by one given name, with no title, trade or other relation beside it.

    The name must be one the lexicon knows as a person's, of known gender, unless ``any_gender``
    (a number told with the noun checks the count, ADR 0271); a role beside the name must be the
    asked relation itself.
    """
    label = person.label
    if not all(_role_fits(role, asked, lexicon) for role in person.roles):
        return False  # "his mother Ann", "Ann, his teacher," for 'the friends'
    if not label[:1].isupper() or not label.isalpha():
        return False  # "mia's sister", "Mr. Lee", "Coach Bob"
    sense = lexicon.lookup(label.casefold())
    if sense is not None and sense.entry.category == "person_noun":
        return False  # "Mom", "Dad"
    if any_gender:
        return True
    gender = _name_gender(label, lexicon)
    return gender in GENDERED and person.gender == gender


def _is_animal(entry: Entry, lexicon: Lexicon) -> bool:
    """A noun for an animal ('dog', 'puppy'): its kind, followed up a few steps, is an animal or a pet."""
    for _ in range(4):
        if entry.attr("held_as") == "pet" or entry.attr("kind_of") == "animal":
            return True
        parent = entry.attr("kind_of")
        sense = lexicon.lookup(parent) if parent else None
        if sense is None or sense.entry is entry:
            return False
        entry = sense.entry
    return False


def _story_says_more(story: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon) -> bool:
    """Whether the story names someone the registry does not hold, or calls someone an animal."""
    known = {part for e in problem.entity_registry for part in e.key.split()}
    for sentence in story:
        for at, token in enumerate(sentence.tokens):
            text = token.text
            sense = lexicon.lookup(text.casefold())
            if sense is not None and sense.form == "NN" and _is_animal(sense.entry, lexicon):
                return True  # "Max the dog", "Rex is Tom's dog": a name that may not be a person's
            if not text[:1].isupper() or text.casefold() in known:
                continue
            if at == 0:
                if sense is not None and sense.entry.category == "name":
                    return True  # a name that opens a sentence and names no one counted
                continue
            if sense is None or _name_gender(text, lexicon) or sense.entry.category == "name":
                return True  # "picked 5 apples for Ann", "walked with Jackson": named, not counted
    return False


def _surely_a_person(person: EntityRef, lexicon: Lexicon) -> bool:
    """Plainly named, or called by a person noun ("his teacher", "Mrs. Lee"): not a shop, a place or a pet."""
    if plainly_named(person, lexicon) or person.roles:
        return True
    words = person.label.replace("'s", " ").split()
    return any(
        (sense := lexicon.lookup(w.casefold())) is not None and sense.entry.category == "person_noun"
        for w in words
    )


def plain_cast(
    story: tuple[Sentence, ...],
    problem: ProblemReadingState,
    lexicon: Lexicon,
    *,
    relation: bool,
    asked: str = "",
    any_gender: bool = False,
) -> bool:
    """Whether every person in the registry may be counted and the story names no one else.

    For a relation noun ('friends', 'sisters') each must be plainly named; for 'everyone' or 'all
    three', which say nothing of what the people are to one another, each must surely be a person.
    """
    people = [e for e in problem.entity_registry if e.kind == "person"]
    if relation:
        if not all(plainly_named(p, lexicon, asked, any_gender=any_gender) for p in people):
            return False
    elif not all(_surely_a_person(p, lexicon) for p in people):
        return False
    return not _story_says_more(story, problem, lexicon)


__all__ = ["plain_cast", "plainly_named"]
