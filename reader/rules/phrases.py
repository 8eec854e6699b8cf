"""Closing a noun phrase: deciding by position whether it is a unit, an entity or a setting.

Nouns carry no fixed role in the lexicon; the same noun is a unit after a
number ("9 dimes"), an entity in subject position ("the store") and a
place after "in". This module is the one place that decision is made.
"""

from __future__ import annotations

from fractions import Fraction

from reader.day_sets import rate_per_day_or_longer, some_days_only
from reader.refusals import ReaderRefusal, refuse
from reader.rules.appositives import named_in_role, refuse_role_reference, role_of
from reader.rules.context import Result, payload, with_payload
from reader.rules.gerund_modifiers import gerund_head, refuse_gerund_head
from reader.rules.item_places import place_over_unread, unread_item_place
from reader.rules.modifiers import (
    gerund_may_hide_unit,
    participle_head,
    refuse_hidden_unit,
    refuse_participle_head,
)
from reader.rules.subject_lists import awaits_item, item_refusal, joined, joins_list
from reader.state import ClausePayload, FinishedClause, ProblemReadingState, SentenceReadingState, evolve
from reader.substances import content_of_amount
from reader.values import DroppedObject, EntityRef, Marker, NounPhrase, QuantityRef, Unit

NARROWING = "question_narrowing"
PERSON_HEADS = frozenset({"name", "person_noun"})
UNIT_HEADS = frozenset({"noun", "unit_noun", "money_noun", "price_noun", "coin_noun", "person_noun", "name"})


# Noun-phrase info of a capitalised ordinary word, followed by the gender of the
# name it may be ("capitalised:male"); see ADR 0012 and ADR 0034.
CAPITALISED = "capitalised:"
UNTOLD = "untold"  # an adjective that says an amount is not told ("a certain number of", ADR 0153)


def capitalised(info: str) -> bool:
    return info.startswith(CAPITALISED)


def unit_of(np: NounPhrase) -> Unit:
    head_lemma, head_category, _, info = np.words[-1]
    head_lemma = head_lemma.casefold()  # "Skittles" and "skittles" are one unit
    modifiers = tuple(
        sorted({w[0].casefold() for w in np.words[:-1]} | {"of:" + c.casefold() for c in np.of_content})
    )
    if head_category == "unit_noun":
        dimension, factor = info.split(":")
        return Unit(head_lemma, modifiers, dimension, Fraction(factor))
    if head_category == "money_noun":
        return Unit("money", (), "money", Fraction(1))  # no unit of its own: answered in the unit stated
    return Unit(head_lemma, modifiers, coin=head_category == "coin_noun")


def entity_of(np: NounPhrase, s: SentenceReadingState) -> EntityRef:
    """The entity a person or thing phrase names; identity is case-free ("Sam" = "sam")."""
    head_lemma, head_category, head_tag, info = np.words[-1]
    plural = head_tag == "NNS"
    lone = len(np.words) == 1 and not np.determiner and not np.possessor
    if lone and capitalised(info) and not plural:
        gender = info.removeprefix(CAPITALISED)
        return EntityRef(
            head_lemma.casefold(), head_lemma.capitalize(), gender, "singular", "person", s.sentence_index
        )
    if named_in_role(np):  # "her friend Zola" is Zola (ADR 0107)
        name = np.words[-1]
        gender = name[3] if name[3] in ("male", "female") else gender_of(evolve(np, words=np.words[:-1]))
        return EntityRef(
            name[0].casefold(), name[0], gender, "singular", "person", s.sentence_index, roles=(role_of(np),)
        )
    if titled(np):
        # "Mrs. Hilt", "Uncle Bob": a person noun before a capitalised word is a title of a named person
        title_gender = np.words[0][3] if np.words[0][3] in ("male", "female") else "any"
        key = " ".join(w[0] for w in np.words)
        return EntityRef(key.casefold(), key, title_gender, "singular", "person", s.sentence_index)
    if head_category == "name":
        return EntityRef(
            head_lemma.casefold(), head_lemma, gender_of(np), "singular", "person", s.sentence_index
        )
    words = " ".join(w[0] for w in np.words)
    key = f"{np.possessor}'s {words}" if np.possessor else words
    kind = "person" if head_category == "person_noun" else "thing"
    gender = gender_of(np) if kind == "person" else ("any" if plural else "neuter")
    return EntityRef(key.casefold(), key, gender, "plural" if plural else "singular", kind, s.sentence_index)


def titled(np: NounPhrase) -> bool:
    """ "Mrs. Hilt", "Uncle Bob": a bare person noun before a capitalised word titles a named person."""
    if len(np.words) != 2 or np.determiner or np.possessor:
        return False
    title, name = np.words
    return title[1] == "person_noun" and (name[1] == "name" or capitalised(name[3]))


def gender_of(np: NounPhrase) -> str:
    return np.words[-1][3] if np.words[-1][3] in ("male", "female", "any") else "any"


def hold_elliptic(s: SentenceReadingState) -> SentenceReadingState | None:
    """ "3 green and 5 red marbles": an amount whose phrase is only adjectives waits for the next noun."""
    np = payload(s).open_np
    if np is None or not np.words or not s.pending_quantities or np.determiner or np.possessor:
        return None
    # Only adjectives wait: a noun here ("3 trout and 2 cod", "3 fish and 2 cats") may be a kind of its
    # own, and nothing in the lexicon tells a flavour or material from a counted thing (ADR 0063).
    if not all(w[1] in ("adjective", "measure_adjective") for w in np.words):
        return None
    modifiers = tuple(sorted({w[0] for w in np.words}))
    waiting = tuple((q, modifiers) for q in s.pending_quantities)
    return with_payload(
        evolve(s, pending_quantities=()), open_np=None, elliptic=payload(s).elliptic + waiting
    )


def _parallel_noun_kinds(s: SentenceReadingState, p: ProblemReadingState) -> ReaderRefusal | None:
    """ "3 chocolate and 5 vanilla cupcakes": 3 chocolates, or 3 chocolate cupcakes? (ADR 0063)

    A bare noun amount joined by 'and' to an amount whose phrase opens with a noun modifier may
    share that phrase's head or be a kind of its own; the reading refuses rather than pick one.
    """
    np = payload(s).open_np
    earlier = payload(s).quantities
    if np is None or len(np.words) < 2 or np.words[0][1] != "noun" or not earlier or not s.pending_quantities:
        return None
    before, q = earlier[-1], s.pending_quantities[0]
    bare = before.unit is not None and not before.unit.modifiers and not before.unit.dimension
    if not bare or q.token_index != before.token_index + 3:
        return None
    if before.unit is not None and before.unit.head in p.habit_kinds:
        return None  # "collects bottle caps and wrappers. He found 65 wrappers and 5 bottle caps" (ADR 0214)
    return refuse(
        "ambiguous_unit",
        f"'{before.text} {before.unit.head}' may be a kind of its own or share the noun after '{q.text}'",
        s.sentence_index,
        before.token_index,
        before.text,
    )


def attach_unit(s: SentenceReadingState, p: ProblemReadingState, unit: Unit) -> Result:
    if unit.head == "one":
        from reader.borrowed_ones import ones_unit

        borrowed = ones_unit(s, p, unit)  # "found 5 new ones" (ADR 0182)
        if isinstance(borrowed, ReaderRefusal):
            return borrowed
        unit = borrowed
    parallel = _parallel_noun_kinds(s, p)
    if parallel is not None:
        return parallel
    owner = payload(s).open_np.possessor if payload(s).open_np is not None else ""
    attached = tuple(evolve(q, unit=unit, owner=owner) for q in s.pending_quantities)
    if payload(s).elliptic:
        if unit.dimension:
            q = payload(s).elliptic[0][0]
            return refuse(
                "unattached_quantity",
                "an adjective-only amount before a unit of measure",
                s.sentence_index,
                q.token_index,
                q.text,
            )
        kept = tuple(m for m in unit.modifiers if m.startswith("of:"))
        shared = tuple(
            evolve(q, unit=Unit(unit.head, tuple(sorted(set(mods) | set(kept)))), owner=owner)
            for q, mods in payload(s).elliptic
        )
        attached = shared + attached
        s = with_payload(s, elliptic=())
    return with_payload(
        evolve(s, pending_quantities=(), expectation=None),
        quantities=payload(s).quantities + attached,
        open_np=None,
    )


def _asked_in_unit(s: SentenceReadingState, np: NounPhrase, prep: Marker | None) -> Result | None:
    """ "How much do 8 pens cost in dollars?": a bare unit after 'in' is the unit the question asks in.

    Read only in a question that asks 'how much' or names money without a unit of its own; any other
    asked unit keeps the old reading, which gives the phrase no role and refuses (ADR 0062).
    """
    part = payload(s).question
    if (
        s.frame != "question"
        or prep is None
        or prep.category != "prep_in"
        or part is None
        or s.pending_quantities
        or np.determiner
        or np.possessor
        or np.words[-1][1] != "unit_noun"
    ):
        return None
    if part.unit is not None and part.unit.head != "money":
        return refuse(
            "unit_mismatch",
            f"the question asks for '{part.unit.head}' and also 'in {np.words[-1][0]}'",
            s.sentence_index,
            np.start_index,
            np.words[-1][0],
        )
    asked = evolve(part, unit=unit_of(evolve(np, words=np.words[-1:])))
    return with_payload(s, open_np=None, open_preposition=None, question=asked)


def close_np(s: SentenceReadingState, p: ProblemReadingState) -> Result:
    """Give the open noun phrase its role and clear it; a phrase with no role refuses."""
    np = payload(s).open_np
    if np is None:
        return s
    from reader.amounts_that_move import than_place

    same = than_place(s, p, np)  # "than got off the bus" (ADR 0141)
    if same is not None:
        return same
    from reader.rules.remaining_shares import close_other, close_remaining_share

    remaining = close_remaining_share(s, p) or close_other(s, p)  # "half of the remaining shells" (ADR 0179)
    if remaining is not None:
        return remaining
    prep = payload(s).open_preposition
    if not np.words:
        if np.possessor and np.determiner == "pronoun":
            entity = _known(np.possessor, s, p)
            if (
                entity is None
            ):  # "shared Omar 12 apples with his 3 friends": 'his' owner never became an entity
                return refuse(
                    "unresolved_pronoun",
                    f"a possessive points to '{np.possessor}', who was not read as a person here",
                    s.sentence_index,
                    np.start_index,
                    "",
                )
            return place_entity(with_payload(s, open_np=None), entity, np)
        return refuse(
            "unexpected_category",
            "a determiner with no noun after it",
            s.sentence_index,
            np.start_index,
            np.determiner,
        )
    head_category = np.words[-1][1]
    if np.words[-1][3] == "verb_start" and s.pending_quantities == ():
        start = Marker(
            "time_marker", np.start_index, np.words[-1][0], "start"
        )  # "in the beginning", "at the start"
        return with_payload(s, open_np=None, open_preposition=None, markers=payload(s).markers + (start,))
    if participle_head(s, np):
        return refuse_participle_head(s, np)  # "3 cracked": a verb, not a kind (ADR 0096)
    if gerund_head(np):
        return refuse_gerund_head(s, np)  # "3 pages of reading": an activity, not a kind (ADR 0167)
    if gerund_may_hide_unit(s, p, np):
        return refuse_hidden_unit(s, np)  # "2 hours mowing lawns and 3 raking leaves" (ADR 0096)
    asked_in = _asked_in_unit(s, np, prep)
    if asked_in is not None:
        return asked_in
    if s.pending_quantities and (prep is None or s.pending_quantities[0].token_index > prep.token_index):
        if head_category not in UNIT_HEADS and np.words[-1][2] != "NNP":
            return refuse(
                "unattached_quantity",
                "an amount whose phrase has no noun",
                s.sentence_index,
                np.start_index,
                np.words[-1][0],
            )
        if head_category == "name" and np.words[-1][2] != "NNP":
            return refuse(
                "unattached_quantity",
                "a number stands before a person's name",
                s.sentence_index,
                np.start_index,
                np.words[0][0],
            )
        return attach_unit(s, p, unit_of(np))
    if prep is not None and prep.category == "rate_marker":
        from reader.rules.priced_measures import priced_measure

        measured = priced_measure(s, np, unit_of(np))  # "Pecans cost $6 a pound" (ADR 0439)
        if measured is not None:
            return measured
        if payload(s).per_unit is not None or head_category in PERSON_HEADS:
            return refuse(
                "unexpected_category",
                "a second rate in one clause",
                s.sentence_index,
                np.start_index,
                np.words[-1][0],
            )
        return with_payload(s, open_np=None, open_preposition=None, per_unit=unit_of(np))
    from reader.rate_periods import one_period_rate, states_period

    if prep is not None and states_period(prep.category, prep.role) and one_period_rate(s, np):
        return with_payload(
            s, open_np=None, open_preposition=None, per_unit=unit_of(np)
        )  # "in an hour" (ADR 0066)
    if np.determiner == "each" and s.pending_entity_ref is None and s.pending_verb is None:
        scene = EntityRef("there", "there", "neuter", "plural", "scene", s.sentence_index)
        return evolve(
            with_payload(s, open_np=None, per_unit=unit_of(np)), pending_entity_ref=scene, expectation="verb"
        )
    from reader.rules.rated_contents import content_of_rated

    rated = content_of_rated(s, np)  # "Each box of white eggs has 6 eggs" (ADR 0246)
    if rated is not None:
        return rated
    question = payload(s).question
    if s.expectation == "question_np" and question is not None and question.unit is None:
        return evolve(
            with_payload(s, open_np=None, question=evolve(question, unit=unit_of(np))),
            expectation="question_aux",
        )
    from reader.frame_comparisons import unit_after_than
    from reader.place_multiples import unit_after_as

    if (
        _than_unit(s, np) or unit_after_than(s, np) or unit_after_as(s, np)
    ):  # "than nickels" in a holding (ADR 0056)
        if payload(s).than_unit is not None:
            return refuse(
                "unexpected_category",
                "two units after 'than'",
                s.sentence_index,
                np.start_index,
                np.words[-1][0],
            )
        return with_payload(s, open_np=None, than_unit=unit_of(np))
    from reader.rules.than_clauses import name_after_comparison

    if name_after_comparison(s, np):  # "than Sandy" (ADR 0056)
        return place_entity(with_payload(s, open_np=None), entity_of(np, s), np)
    from reader.rules.compared_things import thing_after_as

    if thing_after_as(s, p, np):  # "twice as many apples as the blue box" (ADR 0114)
        return place_entity(with_payload(s, open_np=None), entity_of(np, s), np)
    taken = refuse_role_reference(s, p, np)  # "the librarian" after "Nancy, the librarian," (ADR 0107)
    if taken is not None:
        return taken
    listed = awaits_item(s)  # "Tom, the frog and ...": the phrase after a list comma is its next item
    if _bare_person_verb(np, prep) and _names_purpose(s, np, prep):  # "earns $10 an hour to coach"
        return with_payload(s, open_np=None, open_preposition=None, purpose=_phrase_name(np))
    if head_category in PERSON_HEADS or titled(np) or payload(s).pending_conjunction is not None or listed:
        return place_entity(with_payload(s, open_np=None), entity_of(np, s), np)
    from reader.amounts_that_move import joined_place

    joined = joined_place(s, p, np)  # "682 more girls joined the school" (ADR 0141)
    if joined is not None:
        return place_entity(with_payload(s, open_np=None), joined, np)
    if np.determiner == "the":
        known = _definite(np, s, p)
        if known is not None and s.pending_verb is None or (known is not None and prep is not None):
            return place_entity(with_payload(s, open_np=None), known, np)
    dropped = _dropped_article(np, s, p)  # "How many shirts did machine make?" (ADR 0199)
    if dropped is not None:
        return place_entity(with_payload(s, open_np=None), dropped, np)
    if (
        prep is not None
        and prep.category == "prep_of"
        and payload(s).quantities
        and np.determiner != "pronoun"
    ):
        return _of_content(s, np)
    if s.pending_verb is None and s.pending_entity_ref is None and s.expectation != "question_aux":
        return place_entity(with_payload(s, open_np=None), entity_of(np, s), np)
    if s.pending_verb is None and payload(s).pending_conjunction is not None:
        return place_entity(with_payload(s, open_np=None), entity_of(np, s), np)
    if s.frame == "question" and s.pending_verb is not None and _is_time(np):
        from reader.time_scopes import one_period

        one = one_period(np, unit_of(np), s.sentence_index) if prep and prep.category == "prep_in" else None
        if one is not None and not payload(s).quantities:  # "in a week": one week (ADR 0064)
            return with_payload(s, open_np=None, open_preposition=None, quantities=(one,))
        return refuse(
            "unused_operator",
            f"'{np.words[-1][0]}' narrows the question to a time no rule reads",
            s.sentence_index,
            np.start_index,
            np.words[-1][0],
        )  # "How many did he pick on the third day?", "... this year?": one part of a period
    if _names_purpose(s, np, prep):  # "earns $12 an hour for babysitting", "... to tutor" (ADR 0121)
        return with_payload(s, open_np=None, open_preposition=None, purpose=_phrase_name(np))
    if prep is not None and prep.category in ("prep_in", "prep_recipient", "prep_source"):
        return place_entity(with_payload(s, open_np=None), entity_of(np, s), np)
    from reader.distribution import named_whole

    whole = named_whole(s, p, np, unit_of(np))  # "shares the apples among 3 friends" (ADR 0133)
    if whole is not None:
        return whole
    if prep is None and s.pending_verb is not None and not payload(s).quantities and _bare_plural(np):
        unknown = QuantityRef(None, np.start_index, np.words[-1][0], unit_of(np), s.sentence_index)
        return with_payload(s, open_np=None, quantities=payload(s).quantities + (unknown,))
    if head_category in PERSON_HEADS or titled(np):
        # a person, or a phrase right after "and"/"but", may be who did or received something
        return refuse(
            "unexpected_category",
            "a person, or a phrase after 'and', with no role in the clause",
            s.sentence_index,
            np.start_index,
            np.words[-1][0],
        )
    if (
        s.frame == "question"
        and s.pending_verb is not None
        and (prep is not None or head_category == "unit_noun")
    ):
        # "How many did he find at the park?", "... this year?": the phrase picks events (ADR 0038)
        narrowing = Marker(NARROWING, np.start_index, " ".join(w[0] for w in np.words))
        return with_payload(s, open_np=None, open_preposition=None, markers=payload(s).markers + (narrowing,))
    if prep is None and _right_after_price(s, np):
        return refuse(
            "ambiguous_unit",
            "a phrase right after a price: the price of one item or of all of them?",
            s.sentence_index,
            np.start_index,
            np.words[-1][0],
        )  # "for $2 the pen" (ADR 0043)
    dropped_before = payload(s).dropped_objects
    content = (
        prep is not None
        and prep.category == "prep_of"
        and bool(dropped_before)
        and dropped_before[-1].closed_at == prep.token_index
    )
    if (prep is None or content) and s.pending_verb is not None and s.frame != "question":
        # "is baking a cake", "a bag of pears": no amount attached; a scene clause (ADR 0047) checks
        # that nothing else counts it
        indefinite = dropped_before[-1].indefinite if content else _indefinite(np)  # "a DVD of his film"
        dropped = DroppedObject(unit_of(np), indefinite, s.token_index)
        return with_payload(
            s, open_np=None, open_preposition=None, dropped_objects=dropped_before + (dropped,)
        )
    if (
        s.frame == "question"
        and prep is None
        and not p.state_parts
        and all(w[1] == "adjective" for w in np.words)
    ):
        return refuse(
            "unexpected_category",
            "a question naming the kind by an adjective after its verb ('How many books are blue?')",
            s.sentence_index,
            np.start_index,
            np.words[-1][0],
        )  # the adjective narrows what is counted; dropping it would count them all (ADR 0145);
        # after a part named by a state, ADR 0103/0104 read or refuse the question
    from reader.copula_subjects import dropped_copula_subject

    subject = dropped_copula_subject(s, np, prep)  # "How much was the bill?" (ADR 0211)
    if subject is not None:
        return subject
    setting = with_payload(
        s, open_np=None, open_preposition=None
    )  # a setting: "at the store", "the first night"
    return unread_item_place(setting, prep, np.start_index, " ".join(w[0] for w in np.words))  # ADR 0277


PURPOSE_PREPOSITIONS = {"prep_price": "for", "prep_recipient": "to"}


def _names_purpose(s: SentenceReadingState, np: NounPhrase, prep: Marker | None) -> bool:
    """ "earns $12 an hour for babysitting", "... to tutor": what a rate per unit of time is paid for.

    The phrase after the rate's 'for' or 'to' names the work the wage pays (ADR 0121); only things,
    never a person ("to Tom") or an amount, and only after a statement's finished rate per time.
    """
    per = payload(s).per_unit
    return (
        prep is not None
        and PURPOSE_PREPOSITIONS.get(prep.category) == prep.text.casefold()
        and per is not None
        and per.dimension == "time"
        and bool(np.words)
        and (
            all(w[1] in ("noun", "adjective", "verb", "verb_activity") for w in np.words)
            or _bare_person_verb(np, prep)
        )
        and not np.of_content
        and not (prep.category == "prep_recipient" and (np.determiner or np.possessor))  # "to the park"
        and s.frame != "question"
        and s.pending_verb is not None
        and bool(payload(s).quantities)
        and not s.pending_quantities
        and not payload(s).purpose
    )


def _bare_person_verb(np: NounPhrase, prep: Marker | None) -> bool:
    """ "to coach", "to tutor": a lone singular person noun after 'to' with no article is a verb.

    A person the money goes to takes an article, a possessive or a name ("to the coach", "to her
    tutor", "to Ann"); a bare singular one after a wage is the work the wage pays (ADR 0121).
    """
    return (
        prep is not None
        and prep.text.casefold() == "to"
        and len(np.words) == 1
        and np.words[0][1] == "person_noun"
        and np.words[0][2] == "NN"
        and not np.determiner
        and not np.possessor
    )


def _phrase_name(np: NounPhrase) -> str:
    return " ".join(w[0].casefold() for w in np.words)


def _indefinite(np: NounPhrase) -> bool:
    """ "a cake", "lemonade": no owner, not "the", and no bare plural (that is an unknown amount)."""
    if np.possessor or np.determiner not in ("", "a", "an"):
        return False
    return bool(np.determiner) or np.words[-1][2] == "NN"


def _right_after_price(s: SentenceReadingState, np: NounPhrase) -> bool:
    quantities = payload(s).quantities
    return bool(quantities) and quantities[-1].price and quantities[-1].token_index >= np.start_index - 3


def _right_after_asked_unit(s: SentenceReadingState, np: NounPhrase) -> bool:
    """ "How many more boys than girls ...": people after 'than' that directly follows the asked unit are a unit.

    Only before the question's auxiliary or verb, and only a bare plural; "than his friends" stays a party.
    """
    question = payload(s).question
    return (
        question is not None
        and question.unit is not None
        and s.expectation == "question_aux"
        and s.pending_verb is None
        and s.pending_entity_ref is None
        and np.words[-1][2] == "NNS"
    )


def _is_time(np: NounPhrase) -> bool:
    head = np.words[-1]
    return head[1] == "unit_noun" and head[3].split(":")[0] in ("time", "calendar")


def _than_unit(s: SentenceReadingState, np: NounPhrase) -> bool:
    """In a question, a bare noun right after 'than' ("than apples") is a unit to compare with, not a holder."""
    after_than = any(a.category == "than_marker" and a.token_index == np.start_index - 1 for a in s.lookback)
    return (
        s.frame == "question"
        and after_than
        and (np.words[-1][1] not in PERSON_HEADS or _right_after_asked_unit(s, np))
        and not capitalised(np.words[-1][3])
        and not np.determiner
        and not np.possessor
    )


def _definite(np: NounPhrase, s: SentenceReadingState, p: ProblemReadingState) -> EntityRef | None:
    """ "the store" after "a pet store": a definite phrase names the one thing read before with that head."""
    if not np.words:
        return None  # a bare 'the' at the end of a sentence names nothing
    head = np.words[-1][0].casefold()
    narrowing = {w[0].casefold() for w in np.words[:-1]}
    found = [
        e
        for e in p.entity_registry + payload(s).new_entities
        if e.kind == "thing"
        and e.key.split(" ")[-1] == head
        and narrowing <= set(e.key.split(" "))  # "the blue box" is not the red box read before
    ]
    keys = {e.key for e in found}
    return found[0] if len(keys) == 1 else None


def _dropped_article(np: NounPhrase, s: SentenceReadingState, p: ProblemReadingState) -> EntityRef | None:
    """ "How many shirts did machine make?": a bare singular noun as a question's subject has lost its
    'the' (no other reading is English), so it names the one thing read before with that head."""
    if (
        s.frame != "question"
        or np.determiner
        or np.possessor
        or prep_open(s)
        or s.pending_verb is not None
        or s.pending_entity_ref is not None
        or s.expectation == "question_np"
        or np.words[-1][1] != "noun"
        or np.words[-1][2] != "NN"
    ):
        return None
    return _definite(np, s, p)


def prep_open(s: SentenceReadingState) -> bool:
    return payload(s).open_preposition is not None


def _bare_plural(np: NounPhrase) -> bool:
    return not np.determiner and not np.possessor and np.words[-1][2] == "NNS"


def _of_content(s: SentenceReadingState, np: NounPhrase) -> SentenceReadingState:
    """ "5 bales of hay": the content narrows the unit of the amount just read."""
    last = payload(s).quantities[-1]
    if last.unit is None or not content_of_amount(s, last):
        return with_payload(s, open_np=None, open_preposition=None)
    content = " ".join(w[0] for w in np.words)
    unit = evolve(last.unit, modifiers=tuple(sorted(set(last.unit.modifiers) | {"of:" + content})))
    quantities = payload(s).quantities[:-1] + (evolve(last, unit=unit),)
    return with_payload(s, open_np=None, open_preposition=None, quantities=quantities)


def _known(key: str, s: SentenceReadingState, p: ProblemReadingState) -> EntityRef | None:
    for entity in payload(s).new_entities + p.entity_registry:
        if entity.key == key:
            return entity
    if s.pending_entity_ref is not None and s.pending_entity_ref.key == key:
        return s.pending_entity_ref
    return None


def register(s: SentenceReadingState, p: ProblemReadingState, entity: EntityRef) -> SentenceReadingState:
    """Add an entity to this sentence's new entities unless it is already known."""
    known = {e.key for e in payload(s).new_entities + p.entity_registry}
    if entity.key in known:
        return s
    return with_payload(s, new_entities=payload(s).new_entities + (entity,))


PLACE_PHRASE = frozenset({"article", "determiner", "adjective", "noun", "unit_noun", "name", "pronoun"})


def _nested_place(s: SentenceReadingState, pl: ClausePayload, prep: Marker) -> bool:
    """A place right after a place ("on a shelf in his room") says where the first one is.

    Only when the tokens since the first place's preposition are that place's phrase alone:
    "11 acorns in the park and 6 acorns in the yard" names two places, not one inside the other.
    """
    if pl.location is None or s.pending_quantities:
        return False
    earlier = [a for a in s.lookback if a.token_index < prep.token_index]
    opener = [i for i, a in enumerate(earlier) if a.category == "prep_in"]
    if not opener:
        return False
    phrase = earlier[opener[-1] + 1 :]
    return bool(phrase) and all(a.category in PLACE_PHRASE for a in phrase)


MOVES_WITH_NO_PARTNER = frozenset(
    {"verb_give", "verb_take", "verb_buy", "verb_sell", "verb_gain", "verb_lose", "verb_earn", "verb_pay"}
)
# "has 6 apples with Bob", "baked 6 cakes with her mom": held or made with a partner, the amount may be
# both's, or each one's (ADR 0353)
SHARED_WITH_A_PARTNER = MOVES_WITH_NO_PARTNER | {"verb_possess", "verb_produce"}


def _partner_in_a_move(s: SentenceReadingState, entity: EntityRef) -> bool:
    """ "swapped 3 cards with Ann", "bought 5 apples with Ben": with a person, a move may be shared or an exchange."""
    prep = payload(s).open_preposition
    verb = s.pending_verb
    return (
        prep is not None
        and prep.category == "prep_with"
        and entity.kind in ("person", "group")
        and verb is not None
        and (
            verb.category in MOVES_WITH_NO_PARTNER
            # "has 6 pens with her": the subject herself is no partner of a holding or making
            or (
                verb.category in SHARED_WITH_A_PARTNER
                and entity.key != (s.pending_entity_ref.key if s.pending_entity_ref is not None else "")
            )
        )
        # "caught 19 fish fishing with her uncle": the partner of a later participle, not of the move
        and not any(a.token_index > verb.token_index and a.category.startswith("verb") for a in s.lookback)
    )


def _names_days(np: NounPhrase) -> bool:
    """ "on weekends", "on school days", "during the week": a time, read as if it were a place."""
    if not np.words:
        return False
    _lemma, category, _tag, info = np.words[-1]
    return category == "time_marker" or info.startswith("time:")


def _plural_head(np: NounPhrase) -> bool:
    """ "on Sundays", "on weekends": a place named in the plural beside a rate in time is a set of days."""
    return bool(np.words) and np.words[-1][2] == "NNS"


def place_entity(s: SentenceReadingState, entity: EntityRef, np: NounPhrase) -> Result:
    """Put an entity where the sentence position says: subject, conjoined subject, object or prepositional role."""
    pl = payload(s)
    prep = pl.open_preposition
    if prep is not None:
        role = {"prep_recipient": "recipient", "prep_source": "source", "prep_in": "location"}.get(
            prep.category
        )
        from reader.rules.elliptic_moves import share_with_partner

        partner = share_with_partner(s, entity)  # "She shares 4 with Joshua" (ADR 0088)
        if partner is not None:
            return partner
        if rate_per_day_or_longer(pl) and (_names_days(np) or (role == "location" and _plural_head(np))):
            return some_days_only(entity.label, s.sentence_index, np.start_index)  # not 7 days a week
        if role is None and s.frame == "question" and s.pending_verb is not None:
            return refuse(
                "unused_operator",
                f"'{entity.label}' narrows the question to a place or party no rule reads",
                s.sentence_index,
                np.start_index,
                entity.label,
            )  # "How many pens did Sam buy for his brother?" (ADR 0038)
        if role is None and _partner_in_a_move(s, entity):
            return refuse(
                "unexpected_category",
                f"'with {entity.label}' beside a move, a holding or a making: done together, or an exchange?",
                s.sentence_index,
                np.start_index,
                entity.label,
            )
        if role is None:  # "4 cats near the lake": beside another item's place it refuses (ADR 0277)
            return unread_item_place(
                with_payload(s, open_preposition=None), prep, np.start_index, entity.label
            )
        if role == "location" and _nested_place(s, pl, prep):
            return with_payload(s, open_preposition=None)  # "on a shelf in his room": where the shelf is
        if role == "location" and pl.location_inherited:  # the item names its own place (ADR 0067)
            return with_payload(s, location=entity, open_preposition=None, location_inherited=False)
        if getattr(pl, role) is not None:
            return refuse(
                "unexpected_category",
                f"a second {role} in one clause",
                s.sentence_index,
                np.start_index,
                entity.label,
            )
        spread = place_over_unread(s, np.start_index, entity.label) if role == "location" else None
        if spread is not None:  # "3 dogs at home and 4 cats in the park" (ADR 0277)
            return spread
        return with_payload(s, **{role: entity, "open_preposition": None})
    if s.pending_verb is None and s.expectation != "question_aux":
        if s.pending_entity_ref is None:
            return evolve(s, pending_entity_ref=entity, expectation="verb")
        if pl.pending_conjunction is not None or awaits_item(s):
            unlike = item_refusal(s, np)  # "Tom, the baker and Leo": who Tom is? (ADR 0177)
            return unlike if unlike is not None else _conjoin(s, entity)
        return refuse(
            "unexpected_category",
            "a second subject with no 'and'",
            s.sentence_index,
            np.start_index,
            entity.label,
        )
    after_than = any(
        a.category in ("than_marker", "as_marker") and a.token_index == np.start_index - 1 for a in s.lookback
    )
    new_subject = (
        np.determiner in ("", "pronoun") and entity.kind == "person" and not np.possessor and not after_than
    )
    if (pl.pending_conjunction is not None or new_subject) and pl.quantities and s.frame != "question":
        fresh = finish_clause(s, subject_kept=False)
        return evolve(fresh, pending_entity_ref=entity, expectation="verb")
    if s.expectation == "question_aux" or (s.frame == "question" and s.pending_entity_ref is None):
        if s.pending_entity_ref is None and after_than and s.pending_verb is None:
            # "How many more apples than Ann does Sam have?": 'than Ann' before the subject; no rule orders it
            return refuse(
                "unexpected_category",
                "a 'than' holder before the question's subject",
                s.sentence_index,
                np.start_index,
                entity.label,
            )
        if s.pending_entity_ref is None:
            return evolve(s, pending_entity_ref=entity)
        if pl.pending_conjunction is not None:
            return _conjoin(s, entity)
    return with_payload(s, objects=pl.objects + (entity,))


def _conjoin(s: SentenceReadingState, entity: EntityRef) -> Result:
    first = s.pending_entity_ref
    assert first is not None
    listed = joins_list(s)  # "Tom, Ann and Leo": the list's group takes its next item (ADR 0177)
    if first.kind == "group" and not (listed and first.members):
        return refuse(
            "unsupported_operation",
            "three or more conjoined subjects",
            s.sentence_index,
            s.token_index,
            entity.label,
        )
    members = (first.members if first.kind == "group" else (first.key,)) + (entity.key,)
    if entity.key in members[:-1]:
        return refuse(
            "unexpected_category",
            f"'{entity.label}' named twice in one conjoined subject",
            s.sentence_index,
            s.token_index,
            entity.label,
        )
    group = EntityRef(
        f"{first.key} and {entity.key}",
        f"{first.label} and {entity.label}",
        "any",
        "plural",
        "group",
        s.sentence_index,
        members,
    )
    known = {e.key for e in payload(s).new_entities}
    added = tuple(e for e in (first, entity) if e.key not in known and e.kind != "group")
    conjoined = with_payload(
        evolve(s, pending_entity_ref=group),
        pending_conjunction=None,
        new_entities=payload(s).new_entities + added,
    )
    return joined(conjoined) if listed else conjoined


def finish_clause(s: SentenceReadingState, subject_kept: bool) -> SentenceReadingState:
    """Close the clause read so far (after 'and') and start the next one in the same sentence."""
    pl = payload(s)
    done = FinishedClause(
        s.pending_entity_ref,
        s.pending_verb,
        evolve(pl, finished_clauses=(), new_entities=(), resolutions=()),
        s.frame,
    )
    fresh = ClausePayload(
        new_entities=pl.new_entities,
        resolutions=pl.resolutions,
        finished_clauses=pl.finished_clauses + (done,),
    )
    return evolve(
        s,
        partial_frame_payload=fresh,
        pending_verb=None,
        pending_entity_ref=s.pending_entity_ref if subject_kept else None,
        expectation="verb" if subject_kept else None,
    )


def _units_in_context(s: SentenceReadingState, p: ProblemReadingState) -> set[Unit]:
    """Units an amount with no noun may borrow: this sentence's, else its subject's, else the problem's."""
    earlier = payload(s).quantities + tuple(
        q for f in payload(s).finished_clauses for q in f.clause.quantities
    )
    units = {q.unit for q in earlier if q.unit is not None and q.per is None and not q.price}
    if units:
        return units
    subject = s.pending_entity_ref
    if subject is not None:
        own = {
            h.quantity.unit
            for h in p.accumulated_initial_state
            if h.entity == subject.key and h.quantity.per is None
        }
        own |= {o.quantity.unit for o in p.accumulated_operations if subject.key in (o.actor, o.counterparty)}
        found = {u for u in own if u is not None}
        if found:
            return found
    facts = [h.quantity for h in p.accumulated_initial_state] + [o.quantity for o in p.accumulated_operations]
    return {q.unit for q in facts if q.unit is not None and q.per is None}


def attach_elided(s: SentenceReadingState, p: ProblemReadingState) -> SentenceReadingState | ReaderRefusal:
    """'He gets 2 more', 'she gave 4 to Tom': an amount with no noun takes the one unit in context."""
    if not s.pending_quantities:
        return s
    from reader.elided_units import elided_units
    from reader.rules.passive_groupings import grouped_things

    quantity = s.pending_quantities[0]
    things = grouped_things(s)  # "The bananas are organized into groups of 18" (ADR 0201)
    units = {things} if things is not None else elided_units(s, p)  # exactly one noun may be meant (ADR 0182)
    if len(s.pending_quantities) != 1 or len(units) != 1:
        return refuse(
            "unattached_quantity",
            "an amount with no unit, and no single unit to borrow",
            s.sentence_index,
            quantity.token_index,
            quantity.text,
        )
    attached = evolve(quantity, unit=units.pop())
    body = evolve(payload(s), quantities=payload(s).quantities + (attached,))
    return evolve(s, pending_quantities=(), partial_frame_payload=body, expectation=None)
