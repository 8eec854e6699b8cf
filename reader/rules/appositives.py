"""A person named twice in one noun phrase: 'her friend Zola', 'Nancy, the librarian, ...' (ADR 0107).

Two shapes name one person, not two:

- a singular person noun that is owned or definite, then a name: "her friend Zola",
  "his older brother Carson", "Brenda's neighbor Shannon";
- a name opening the sentence, then a comma, a singular person-noun phrase and a comma:
  "Nancy, the librarian, is ...", "Paul, a biology teacher, assigns ...".

The entity is the name. The person noun is kept on it as a role only so that a later
phrase headed by that noun ("the librarian", "her friend") refuses: no rule says whether it
is the same person again or somebody else. After the closing comma only a verb may
follow, since "Ann, the cook, and Tom" may be a list of three people.
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import refuse
from reader.rules.context import Result, Word, payload, with_payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import EntityRef, NounPhrase

ROLE_MODIFIERS = frozenset({"adjective", "measure_adjective", "noun"})
AFTER_APPOSITIVE = ("copula", "auxiliary", "adverb")


def _role_head(np: NounPhrase | None) -> bool:
    """A phrase ending in one singular person noun, with only describing words before it."""
    if np is None or not np.words or np.in_of or np.of_content:
        return False
    head = np.words[-1]
    return (
        head[1] == "person_noun"
        and head[2] != "NNS"
        and all(w[1] in ROLE_MODIFIERS and not w[3].startswith("capitalised:") for w in np.words[:-1])
    )


def role_before_name(s: SentenceReadingState, word: Word) -> bool:
    """ "her friend Zola": an owned or definite person noun directly followed by a name."""
    np = payload(s).open_np
    # A capital noun inside the sentence right after "his friend" is the friend's name too ("his friend
    # Gage"), even when the lexicon knows the word only as a thing ('gage'): read as a thing it was
    # dropped as an object and the gift lost its receiver (ADR 0126).
    capital = word.category == "noun" and word.text[:1].isupper() and "NNS" not in word.tags
    named = word.category == "name" or (
        capital and (word.attr("name_gender", "any") != "any" or word.index > 0)
    )
    return (
        named
        and _role_head(np)
        and np is not None
        and (bool(np.possessor) or np.determiner == "the")
        and np.possessor != word.text.casefold()  # "Pat ... his friend Pat": two people of one name
        and not s.pending_quantities
    )


def same_name_as_owner(s: SentenceReadingState, word: Word) -> Result | None:
    """ "Zed ... his friend Zed": a person's own name given to the person they own: two people of one name."""
    np = payload(s).open_np
    if np is None or not np.possessor or not _role_head(np) or np.possessor != word.text.casefold():
        return None
    return refuse(
        "unexpected_category",
        f"'{word.text}' names both the owner and the {np.words[-1][0]}",
        s.sentence_index,
        word.index,
        word.text,
    )


def named_in_role(np: NounPhrase) -> bool:
    """The phrase built by role_before_name: an owned or definite person noun, then a name as its last word.

    With no owner and no article it is a title instead ("Mrs. Ivey", "Uncle Bob"): the title stays in the key.
    """
    return (
        (bool(np.possessor) or np.determiner == "the")
        and len(np.words) >= 2
        and np.words[-1][1] == "name"
        and _role_head(replace(np, words=np.words[:-1]))
    )


def role_of(np: NounPhrase) -> str:
    return np.words[-2][0].casefold() if named_in_role(np) else np.words[-1][0].casefold()


def appositive_closes(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "Nancy, the librarian,": the comma closing a person-noun phrase set off after the opening name.

    Returns the state with the name as the subject and the role remembered, a refusal when the
    role is already some other known person's, or None when the shape does not match.
    """
    pl = payload(s)
    np = pl.open_np
    subject = s.pending_entity_ref
    if word.attr("mark") != "comma" or subject is None or subject.kind != "person" or subject.members:
        return None
    if s.pending_verb is not None or s.frame is not None or s.pending_quantities or pl.quantities:
        return None
    if pl.pending_conjunction is not None or pl.open_preposition is not None or pl.markers:
        return None
    if not _role_head(np) or np is None or not (np.determiner in ("the", "a", "an") or np.possessor):
        return None
    if np.possessor == subject.key:
        return None
    before = [a for a in s.lookback if a.token_index < np.start_index]
    commas = [i for i, a in enumerate(before) if a.category == "punctuation"]
    if len(commas) != 1 or before[0].token_index != 0:
        return None
    name, owner = before[: commas[0]], before[commas[0] + 1 :]  # "Shannon" , "Brenda" 's neighbor
    if not name or not all(a.category in ("name", "person_noun", "noun") for a in name):
        return None
    if [a.category for a in owner] not in ([], ["name"]) or bool(owner) != (np.determiner == ""):
        return None
    taken = refuse_role_reference(s, p, np)
    if taken is not None:
        return taken
    named = replace(subject, roles=subject.roles + (role_of(np),))
    return replace(with_payload(s, open_np=None), pending_entity_ref=named)


def refuse_after_appositive(s: SentenceReadingState, word: Word) -> Result | None:
    """After "Nancy, the librarian," only the verb may come: "Ann, the cook, and Tom" may list three people."""
    subject = s.pending_entity_ref
    if subject is None or not subject.roles or s.pending_verb is not None or not s.lookback:
        return None
    last = s.lookback[-1]
    if last.category != "punctuation" or last.token_index != s.token_index - 1:
        return None
    if word.category.startswith("verb") or word.category in AFTER_APPOSITIVE:
        return None
    return refuse(
        "unexpected_category",
        "after a name set off with a person noun: a list of people, or one person?",
        s.sentence_index,
        s.token_index,
        word.text,
    )


def _known_roles(s: SentenceReadingState, p: ProblemReadingState) -> dict[str, EntityRef]:
    pl = payload(s)
    people = list(p.entity_registry) + list(pl.new_entities)
    people += [f.subject for f in pl.finished_clauses if f.subject is not None]
    if s.pending_entity_ref is not None:
        people.append(s.pending_entity_ref)
    return {role: e for e in people for role in e.roles}


def refuse_role_reference(s: SentenceReadingState, p: ProblemReadingState, np: NounPhrase) -> Result | None:
    """ "the librarian" after "Nancy, the librarian,": the same person or another one? No rule says."""
    if not np.words or np.words[-1][1] != "person_noun" or named_in_role(np):
        return None
    role = np.words[-1][0].casefold()
    holder = _known_roles(s, p).get(role)
    if holder is None:
        return None
    return refuse(
        "unexpected_category",
        f"'{role}' named {holder.label} beside the name; whether it means that person again is not read",
        s.sentence_index,
        np.start_index,
        np.words[-1][0],
    )
