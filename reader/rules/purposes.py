"""A purpose ('to' + verb + object) tagged on an amount, and asked for by a question (ADR 0176).

"He uses 20 blocks to build a house and 50 blocks to build a tower": the
describing phrase after a finished amount (ADR 0035, 0121) also names what
that amount was for. Its verb and the content words of its object are kept
on the amount as a tag ("build house"), so a question can pick moves out by
it: "How many blocks did he use to build the tower?", "How many more blocks
did he use to build the tower than he did to build the house?".

A tag is the intended verb's lemma and the lemmas of every later word that
names something (nouns, names, adjectives, verbs); articles, determiners and
possessives are left out, so "to build a house" and "to build the house" are
one purpose, and "to build a small house" is another. Questions match tags
exactly; the answer side (reader/purposes.py) refuses when a candidate move
has no tag or when no tag matches.

In a question the phrase is read only after a move verb, only with plain
naming words, and only up to the end or to one 'than' clause that repeats
the question's subject ("than he did to build the house") or leaves it out
("than to build the house"). Anything else refuses.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word, payload, with_payload
from reader.state import LOOKBACK_LIMIT, ProblemReadingState, SentenceReadingState, evolve
from reader.values import AppliedCategory

# Words that name what the purpose is about: kept in the tag, as lemmas.
NAMING = frozenset({"noun", "adjective", "name", "person_noun", "verb", "verb_activity", "unknown"})
# Words that only point or describe without naming: left out of the tag.
UNNAMED = frozenset({"article", "possessive_marker"})
# A question's purpose object may hold these as well; any other word refuses.
ASKED_PASSABLE = NAMING | UNNAMED | {"preposition", "prep_recipient", "prep_in", "prep_with"}

ASKED_PURPOSE = "asked_purpose"  # reading the question's own purpose
THAN_SUBJECT = "purpose_than"  # after 'than': the subject again, 'to', or nothing else
THAN_DID = "purpose_than_did"  # "than he": 'did' must follow
THAN_TO = "purpose_than_to"  # "than he did": 'to' must follow
THAN_VERB = "purpose_than_verb"  # "than he did to": the verb's base form
THAN_PURPOSE = "purpose_than_object"  # the subtracted purpose's object
STEPS = frozenset({ASKED_PURPOSE, THAN_SUBJECT, THAN_DID, THAN_TO, THAN_VERB, THAN_PURPOSE})


def _named(word: Word | None) -> str:
    """The word as it joins a tag, or "" when it is left out."""
    if word is None or word.category in UNNAMED or "possessive" in word.attr("case"):
        return ""
    if word.category in NAMING:
        return word.lemma.casefold()
    return ""


def tag_amount(s: SentenceReadingState, word: Word) -> SentenceReadingState:
    """ "20 blocks to build": the finished amount right before 'to' gets the intended verb as its tag."""
    pl = payload(s)
    if not pl.quantities:
        return s
    last = pl.quantities[-1]
    tagged = evolve(last, purpose=word.lemma.casefold())
    return with_payload(s, quantities=pl.quantities[:-1] + (tagged,))


def extend_tag(
    s: SentenceReadingState | ReaderRefusal, word: Word | None
) -> SentenceReadingState | ReaderRefusal:
    """A word skipped inside the purpose phrase joins the last amount's tag when it names something."""
    if isinstance(s, ReaderRefusal):
        return s
    pl = payload(s)
    named = _named(word)
    if not named or not pl.quantities or not pl.quantities[-1].purpose:
        return s
    last = pl.quantities[-1]
    tagged = evolve(last, purpose=f"{last.purpose} {named}")
    return with_payload(s, quantities=pl.quantities[:-1] + (tagged,))


def opens_asked_purpose(s: SentenceReadingState, word: Word) -> bool:
    """ "How many blocks did he use to build ...": 'to' + a base form right after a question's move verb."""
    from reader.frames import MOVE_VERBS

    pl = payload(s)
    prep = pl.open_preposition
    verb = s.pending_verb
    return (
        s.frame == "question"
        and prep is not None
        and prep.text.casefold() == "to"
        and prep.token_index == word.index - 1
        and verb is not None
        and verb.category in MOVE_VERBS
        and verb.token_index == prep.token_index - 1
        and "VB" in word.tags
        and pl.question is not None
        and not pl.quantities
        and not s.pending_quantities
        and pl.open_np is None
        and pl.recipient is None
        and not pl.asked_purpose
    )


def open_asked_purpose(s: SentenceReadingState, word: Word) -> SentenceReadingState:
    s = with_payload(s, open_preposition=None, asked_purpose=word.lemma.casefold())
    return evolve(s, expectation=ASKED_PURPOSE)


def ends_asked_purpose(word: Word | None) -> bool:
    """The question mark closes the phrase; the mark is then read as usual."""
    return word is not None and word.category == "punctuation" and word.text == "?"


def _same_subject(s: SentenceReadingState, word: Word) -> bool:
    subject = s.pending_entity_ref
    if subject is None or subject.members:
        return False
    if word.category == "name":
        return word.text.casefold() == subject.key
    if word.category != "pronoun" or "subject" not in word.attr("case"):
        return False
    gender = word.attr("gender")
    return word.attr("number") == subject.number and (
        gender == subject.gender or "any" in (gender, subject.gender)
    )


def _refuse(s: SentenceReadingState, word: Word | None, text: str, wanted: str) -> ReaderRefusal:
    category = "unknown" if word is None else word.category
    detail = f"a {category} inside a question's purpose ('to' + verb), where {wanted} was expected"
    return refuse("unexpected_category", detail, s.sentence_index, s.token_index, text)


def in_asked_purpose(
    s: SentenceReadingState, word: Word | None, text: str
) -> SentenceReadingState | ReaderRefusal:
    """One word of a question's purpose or of its 'than' clause."""
    step = s.expectation
    pl = payload(s)
    lowered = text.casefold()
    nxt = step
    if step in (ASKED_PURPOSE, THAN_PURPOSE):
        if word is not None and word.category == "than_marker" and step == ASKED_PURPOSE:
            nxt = THAN_SUBJECT
        elif word is None or word.category not in ASKED_PASSABLE:
            return _refuse(s, word, text, "a word naming the purpose")
        else:
            named = _named(word)
            if named and step == ASKED_PURPOSE:
                s = with_payload(s, asked_purpose=f"{pl.asked_purpose} {named}")
            elif named:
                s = with_payload(s, than_purpose=f"{pl.than_purpose} {named}")
    elif step == THAN_SUBJECT:
        if lowered == "to":
            nxt = THAN_VERB
        elif word is not None and _same_subject(s, word):
            nxt = THAN_DID
        else:
            return _refuse(s, word, text, "the question's own subject or 'to'")
    elif step == THAN_DID:
        if lowered not in ("did", "does", "do"):
            return _refuse(s, word, text, "'did'")
        nxt = THAN_TO
    elif step == THAN_TO:
        if lowered != "to":
            return _refuse(s, word, text, "'to'")
        nxt = THAN_VERB
    elif step == THAN_VERB:
        if word is None or "VB" not in word.tags or not word.category.startswith("verb"):
            return _refuse(s, word, text, "a verb's base form")
        s = with_payload(s, than_purpose=word.lemma.casefold())
        nxt = THAN_PURPOSE
    category = "unknown" if word is None else word.category
    lookback = (s.lookback + (AppliedCategory(category, s.token_index),))[-LOOKBACK_LIMIT:]
    return evolve(s, expectation=nxt, token_index=s.token_index + 1, lookback=lookback)


def attach_before_purpose(
    s: SentenceReadingState, p: ProblemReadingState, word: Word
) -> SentenceReadingState:
    """ "used 58 to decorate a card": a bare amount before a purpose borrows the one kind in context first.

    Only in a statement's move with that one amount and nothing else read; when no single kind is in
    context the state is left as it was, and the 'to' + verb refuses as before.
    """
    from reader.frames import MOVE_VERBS
    from reader.rules.phrases import attach_elided

    pl = payload(s)
    prep = pl.open_preposition
    verb = s.pending_verb
    if not (
        s.frame == "operation"
        and prep is not None
        and prep.text.casefold() == "to"
        and prep.token_index == word.index - 1
        and "VB" in word.tags
        and verb is not None
        and verb.category in MOVE_VERBS
        and len(s.pending_quantities) == 1
        and s.pending_quantities[0].unit is None
        and s.pending_quantities[0].value is not None
        and s.pending_quantities[0].token_index in (prep.token_index - 1, prep.token_index - 2)
        and all(q.unit is not None for q in pl.quantities)
        and _plain_markers(s)
        and (s.pending_quantities[0].token_index == prep.token_index - 1 or _again(s, prep.token_index - 1))
        and pl.open_np is None
    ):
        return s
    attached = attach_elided(s, p)
    if isinstance(attached, ReaderRefusal):
        return s
    return evolve(attached, expectation=s.expectation)


def skips_vague_object(s: SentenceReadingState, word: Word | None) -> bool:
    """ "used 12 to buy some toys": 'some' in a tagged purpose's object is a new, uncounted thing.

    The phrase is skipped whole, so the amount it leaves vague is never counted; it is left out of
    the tag like an article.
    """
    pl = payload(s)
    return (
        word is not None
        and word.category == "vague_quantifier"
        and word.lemma.casefold() == "some"
        and bool(pl.quantities)
        and bool(pl.quantities[-1].purpose)
    )


def _again(s: SentenceReadingState, index: int) -> bool:
    """ "12 tickets and 7 more": a 'more' right after a later amount's number says another amount, no comparison."""
    pl = payload(s)
    numbers = [q.token_index for q in pl.quantities[1:]]
    if pl.quantities:
        numbers += [q.token_index for q in s.pending_quantities]
    return any(
        m.category == "comparative" and m.role == "up" and m.token_index == index and index - 1 in numbers
        for m in pl.markers
    )


def _plain_markers(s: SentenceReadingState) -> bool:
    """Markers a tagged purpose may follow: times, an opening 'if', and 'more' saying another amount."""
    return all(
        m.category == "time_marker"
        or (m.category == "subordinator" and m.text.casefold() == "if" and m.token_index == 0)
        or _again(s, m.token_index)
        for m in payload(s).markers
    )


def opens_marked_purpose(s: SentenceReadingState, word: Word) -> bool:
    """ "If he used 12 tickets to buy toys", "and 7 more tickets to buy clothes": a purpose as after_amount reads it.

    The same finished clause after_amount asks for (participles.py), where an opening 'if' or a 'more'
    that adds another amount may stand among the markers; the purpose only describes, as there.
    """
    from reader.rules.participles import after_amount

    pl = payload(s)
    prep = pl.open_preposition
    if prep is None or prep.text.casefold() != "to" or "VB" not in word.tags or not _plain_markers(s):
        return False
    bare = evolve(
        pl, open_preposition=None, markers=tuple(m for m in pl.markers if m.category == "time_marker")
    )
    return after_amount(evolve(s, partial_frame_payload=bare))


def ends_tagged_purpose(s: SentenceReadingState, word: Word | None) -> bool:
    """ "If he used 12 tickets to buy toys How many ...": the question word after an 'if' clause ends the purpose."""
    pl = payload(s)
    return (
        word is not None
        and word.category == "question_word"
        and bool(pl.quantities)
        and bool(pl.quantities[-1].purpose)
        and any(m.category == "subordinator" and m.token_index == 0 for m in pl.markers)
    )


def bare_some(s: SentenceReadingState, word: Word | None, text: str) -> ReaderRefusal | None:
    """ "to give some to Tom", "to eat some of them": a skipped 'some' with no noun after it stands for an amount.

    Such an amount may be of the things just counted, so the purpose is no longer a mere tag: refuse.
    """
    pl = payload(s)
    if not (pl.quantities and pl.quantities[-1].purpose and _some_open(s)):
        return None
    describing = word is not None and (
        word.category == "adjective" or (word.category == "verb" and {"VBN", "VBG"} & set(word.tags))
    )
    if word is not None and (word.category == "noun" or describing):
        return None  # "some toys", "some scrambled eggs"
    detail = "'some' in a purpose ('to' + verb) with no noun after it may stand for an amount already counted"
    return refuse("unexpected_category", detail, s.sentence_index, s.token_index, text)


def _some_open(s: SentenceReadingState) -> bool:
    """A skipped 'some' still waits for its noun: only describing words were read after it."""
    for seen in reversed(s.lookback):
        if seen.category == "vague_quantifier":
            return True
        if seen.category not in ("adjective", "verb"):
            return False
    return False
