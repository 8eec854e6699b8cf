"""Rules for the words that build noun phrases and name entities."""

from __future__ import annotations

from reader.media import medium_info, plays_a_medium
from reader.rules.appositives import role_before_name, same_name_as_owner
from reader.rules.collectives import collective_info
from reader.rules.context import Result, Word, payload, previous_category, refuse_at, unexpected, with_payload
from reader.rules.participles import PARTICIPLE, after_amount
from reader.rules.phrases import (
    CAPITALISED,
    UNTOLD,
    close_np,
    entity_of,
    finish_clause,
    place_entity,
    register,
)
from reader.rules.pronouns import resolve_pronoun
from reader.rules.sequence_lengths import sequence_info, sequence_length
from reader.rules.than_clauses import opens_than_clause, read_than_those
from reader.state import ProblemReadingState, SentenceReadingState, evolve
from reader.taken_things import made_by_taking
from reader.values import Marker, NounPhrase, QuantityRef, Unit

NOUN_WORDS = frozenset(
    {
        "noun",
        "unit_noun",
        "money_noun",
        "coin_noun",
        "price_noun",
        "person_noun",
        "adjective",
        "measure_adjective",
    }
)

DETERMINER_OK = frozenset({"this", "these", "those", "that", "other"})


def np_word(word: Word) -> tuple[str, str, str, str]:
    """The (lemma, category, tag, info) record a noun phrase keeps for one word."""
    if word.category == "name" and (word.sense is None or word.sense.category != "name"):
        return (word.text, "name", "NNP", name_gender(word))  # a capitalised word read as a name
    tag = "NNS" if "NNS" in word.tags and "NN" not in word.tags else (word.tags[0] if word.tags else "base")
    if word.category in ("name", "person_noun"):
        info = word.attr("gender", "any")
    elif word.category == "unit_noun":
        info = f"{word.attr('dimension')}:{word.attr('factor', '1')}"
    elif word.category == "adjective" and word.attr("untold") == "true":
        info = UNTOLD  # "a certain number of pens": the amount is not told (ADR 0153)
    elif word.category in ("noun", "adjective") and word.text[:1].isupper():
        info = CAPITALISED + name_gender(word)
    else:
        # "a collection of" (ADR 0092), "pages" (ADR 0143), "mp3" (ADR 0216)
        info = collective_info(word) or sequence_info(word) or medium_info(word)
    if word.category.startswith("verb") and "VBG" in word.tags and word.attr("ing_noun") == "thing":
        return (word.text.casefold(), "noun", "NN", "")  # "a building": the thing built (ADR 0222)
    if word.category.startswith("verb"):
        return (
            word.lemma,
            "noun",
            tag,
            word.category,
        )  # keeps the verb's role: "at the start" asks the start
    return (word.lemma, word.category, tag, info)


def name_gender(word: Word) -> str:
    """The census gender an ordinary word records for the name it shares ("Tom" -> male), else "any".

    It counts only when the token is the word's own lemma: "Marks" is not "Mark".
    """
    if word.sense is None or word.text.casefold() != word.lemma.casefold():
        return "any"
    return word.attr("name_gender", "any")


def _reads_as_name(s: SentenceReadingState, word: Word) -> bool:
    """ "Tom", "Bob", "Mike": a capitalised singular noun standing alone, with no article, is a name."""
    np = payload(s).open_np
    return (
        word.category == "noun"
        and word.text[:1].isupper()
        and "NN" in word.tags
        and (np is None or _after_question_unit(s))
        and not s.pending_quantities
    )


def _after_question_unit(s: SentenceReadingState) -> bool:
    """ "how many stamps Victor has": a capital after the lowercase unit of a question starts its holder.

    A modifier comes before its head, so a capital after the asked unit cannot extend it (ADR 0041).
    """
    np = payload(s).open_np
    return (
        s.expectation == "question_np"
        and np is not None
        and bool(np.words)
        and not np.in_of
        and np.words[-1][1] != "name"
        and not np.words[-1][3].startswith(CAPITALISED)
    )


def _ing_after_plural(s: SentenceReadingState, word: Word) -> bool:
    """ "6 cookies dancing": an '-ing' word after a plural head does not extend the phrase."""
    np = payload(s).open_np
    return (
        word.text.casefold().endswith("ing")
        and np is not None
        and bool(np.words)
        and np.words[-1][2] == "NNS"
        and bool(s.pending_quantities)
    )


def add_to_np(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    from reader.rules.containers import size_of_each

    sized = size_of_each(s, word)  # "into groups of size 18" (ADR 0201)
    if sized is not None:
        return sized
    made = made_by_taking(s, word)  # "took 15 pictures": a take that makes them (ADR 0238)
    if made is not None:
        s = made
    clash = same_name_as_owner(s, word) if word.text[:1].isupper() else None
    if clash is not None:
        return clash
    if _reads_as_name(s, word) or role_before_name(s, word):
        return on_name(s, p, evolve(word, category="name"))
    if _ing_after_plural(s, word):
        closed = close_np(s, p)
        if not isinstance(closed, SentenceReadingState):
            return closed
        if not after_amount(closed):
            return unexpected(
                closed, word, "after a plural noun (an '-ing' phrase that is not only describing)"
            )
        return evolve(closed, expectation=PARTICIPLE)  # "dropped 6 cookies dancing in the kitchen"
    np = payload(s).open_np
    if np is not None and len(np.words) == 1 and np.words[0][2] == "NNP" and word.sense is not None:
        if np.words[0][0].casefold() != np.words[0][0] and word.category in (
            "noun",
            "person_noun",
            "unit_noun",
        ):
            modifier = (
                np.words[0][0].casefold(),
                "noun",
                "NN",
                "",
            )  # "Park workers": the capital was a modifier
            np = evolve(np, words=(modifier,))
            return with_payload(s, open_np=evolve(np, words=np.words + (np_word(word),)))
    if np is not None and np.words and np.words[-1][1] == "name":
        closed = close_np(s, p)
        if not isinstance(closed, SentenceReadingState):
            return closed
        s, np = closed, None
    if np is None:
        np = NounPhrase(word.index)
    if np.in_of:
        return with_payload(s, open_np=evolve(np, of_content=(" ".join(np.of_content + (word.lemma,)),)))
    if plays_a_medium(np.words, word):  # "her mp3 player" is a device, not a person (ADR 0216)
        return with_payload(s, open_np=evolve(np, words=np.words + (np_word(evolve(word, category="noun")),)))
    return with_payload(s, open_np=evolve(np, words=np.words + (np_word(word),)))


def on_article(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    if _article_of_kind(s, word):
        return s  # "How many pages of a novel": the kind after 'of' narrows the asked unit (ADR 0329)
    markers = payload(s).markers
    times_before = bool(markers) and markers[-1].category == "multiplier" and markers[-1].role == "number"
    times_before = (
        times_before and markers[-1].token_index == word.index - 1
    )  # "3 times the number of" (ADR 0114)
    if (
        s.pending_quantities
        and payload(s).open_np is None
        and previous_category(s) != "prep_of"
        and not times_before
    ):
        from reader.rules.phrases import attach_elided

        s = attach_elided(s, p)  # "picked 21 more the next day": the amount's unit was left out
        if not isinstance(s, SentenceReadingState):
            return s
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    pl = payload(closed)
    just_read = pl.quantities and pl.open_preposition is None and not closed.pending_quantities
    if word.lemma in ("a", "an") and just_read and _ends_amount(closed, pl.quantities[-1]):
        per = Marker("rate_marker", word.index, word.text)  # "$18 an hour": 'a' after an amount means 'per'
        from reader.frequency_periods import FREQUENCY, counting_word_last

        counted = counting_word_last(closed)  # "2 km twice a week": a count per period (ADR 0401)
        extra = (Marker(FREQUENCY, word.index, word.text),) if counted else ()
        return with_payload(
            closed,
            open_preposition=per,
            open_np=NounPhrase(word.index, determiner=word.lemma),
            markers=payload(closed).markers + extra,
        )
    return with_payload(closed, open_np=NounPhrase(word.index, determiner=word.lemma))


def _article_of_kind(s: SentenceReadingState, word: Word) -> bool:
    """ "How many pages of a novel", "... glasses of the juice": an article right after the asked unit's 'of'.

    The asked phrase had opened its 'of' ("pages of", ADR 0116) and the plural "pages of novels" keeps
    its kind as 'of:novel'; the article used to close the phrase, so "of a novel" was dropped and the
    bare 'page' took in the pages of a comic as well (ADR 0329). The article is passed over and the
    noun after it is the kind, as a statement's "5 pages of a comic" already keys it. A told thing
    ("of the pizza" after "A pizza has 8 slices") is keyed as a kind too: the statement reads it as
    a place, so the two do not meet and the question refuses rather than answer every slice.
    """
    np = payload(s).open_np
    return (
        s.frame == "question"
        and np is not None
        and np.in_of
        and bool(np.words)
        and not np.of_content
        and previous_category(s) == "prep_of"
    )


def _ends_amount(s: SentenceReadingState, quantity) -> bool:
    """True when the previous token finished this amount (its number or its unit noun)."""
    amount_end = ("number", "unit_noun", "noun", "money_noun", "coin_noun", "person_noun", "price_noun")
    from reader.frequency_periods import counting_word_last

    # "2 km twice a week": the count of times stands between the amount and its period (ADR 0401)
    lookback = s.lookback[:-1] if counting_word_last(s) else s.lookback
    return (
        bool(lookback)
        and lookback[-1].token_index >= quantity.token_index
        and lookback[-1].category in amount_end
        and payload(s).open_np is None
    )


def on_determiner(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    if opens_than_clause(s, word):
        return read_than_those(s, word)  # "than those he bought" (ADR 0057)
    prep = payload(s).open_preposition
    if word.lemma == "all" and prep is not None and prep.category == "prep_in":
        marker = Marker("aggregate_marker", word.index, "in all")
        return with_payload(s, open_preposition=None, markers=payload(s).markers + (marker,))
    if word.lemma == "all" and s.pending_verb is not None and payload(s).open_preposition is None:
        closed = close_np(s, p)
        if not isinstance(closed, SentenceReadingState) or closed.pending_quantities:
            return (
                closed
                if not isinstance(closed, SentenceReadingState)
                else unexpected(s, word, "after a number")
            )
        whole = QuantityRef(None, word.index, word.text, None, s.sentence_index, whole=True)
        return evolve(closed, pending_quantities=(whole,), expectation="unit")  # "gives all of his Skittles"
    if word.lemma not in DETERMINER_OK:
        return unexpected(s, word, "as an amount (all, both, any): no rule counts it")
    from reader.rules.remaining_shares import open_other

    other = open_other(s, word)  # "the other half" (ADR 0179)
    if other is not None:
        return other
    return on_article(s, p, word)


def on_name(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    from reader.per_activity import activity_after_for_each

    tied = activity_after_for_each(s, p, word)  # "for each book Ann read" (ADR 0081)
    if tied is not None:
        return tied
    np = payload(s).open_np
    if role_before_name(s, word):  # "her friend Zola": one person, the name (ADR 0107)
        return with_payload(s, open_np=evolve(np, words=np.words + (np_word(word),)))
    clash = same_name_as_owner(s, word)
    if clash is not None:
        return clash
    inside = np is not None and (
        (np.words and np.words[-1][1] != "name") or (not np.words and (np.possessor or np.determiner))
    )  # "The Razorback shop", "the Bahamas": after an article a capital is part of the phrase
    if word.sense is None and inside and not _after_question_unit(s):
        modifier = (
            word.text.casefold(),
            "noun",
            "NN",
            CAPITALISED + "any",
        )  # "41 new Pokemon cards": a capital inside a phrase
        return with_payload(s, open_np=evolve(np, words=np.words + (modifier,)))
    titled = np is not None and len(np.words) == 1 and np.words[0][1] == "person_noun"
    if titled and not np.determiner and not np.possessor and not s.pending_quantities:
        return with_payload(
            s, open_np=evolve(np, words=np.words + (np_word(word),))
        )  # "Mr. Cole", "Uncle Ray"
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    return with_payload(closed, open_np=NounPhrase(word.index, words=(np_word(word),)))


def on_possessive(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    np = payload(s).open_np
    if np is None or not np.words:
        return unexpected(s, word, "with no owner before it")
    owner = entity_of(np, s)
    s = register(with_payload(s, open_np=None), p, owner)
    return with_payload(s, open_np=NounPhrase(word.index, possessor=owner.key))


def on_pronoun(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    from reader.per_activity import activity_after_for_each

    tied = activity_after_for_each(s, p, word)  # "for each lawn he mowed" (ADR 0081)
    if tied is not None:
        return tied
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    s = closed
    case = word.attr("case")
    if case == "reflexive":
        return unexpected(s, word, "(reflexive pronoun)")
    if s.pending_quantities and previous_category(s) == "prep_of" and case in ("object", "subject_or_object"):
        return _partitive_pronoun(s, p, word)
    if _container_it(s, word):
        return with_payload(s, open_preposition=None)  # "Each pile had 7 coins in it": 'it' is that pile
    found = resolve_pronoun(s, p, word)
    owner_only = False
    if (
        not isinstance(found, tuple)
        and found.reason == "unresolved_pronoun"
        and case == "object_or_possessive"
    ):
        # "Joan joined her school's band": no one else 'her' could be, so it is Joan's
        found, owner_only = resolve_pronoun(s, p, word, as_possessive=True), True
    if not isinstance(found, tuple):
        whole = _whole_amount(s, p, word) if found.reason == "unresolved_pronoun" else None
        if whole is None and found.reason == "unresolved_pronoun":
            from reader.rules.object_anaphora import just_named

            whole = just_named(s, p, word)  # "bakes 12 pies and sells them" (ADR 0137)
        return whole if whole is not None else found
    entity, s = found
    if (
        owner_only
        or ("possessive" in case and case != "object_or_possessive")
        or (case == "object_or_possessive" and not _object_position(s))
    ):
        return with_payload(s, open_np=NounPhrase(word.index, determiner="pronoun", possessor=entity.key))
    return place_entity(s, entity, NounPhrase(word.index))


def _container_it(s: SentenceReadingState, word: Word) -> bool:
    """ "in it" after an 'each <noun>' subject repeats that noun: the rate's denominator, nothing new."""
    prep = payload(s).open_preposition
    subject = s.pending_entity_ref
    return (
        word.attr("gender") == "neuter"
        and word.attr("number") == "singular"
        and prep is not None
        and prep.category == "prep_in"
        and subject is not None
        and subject.kind == "scene"
        and payload(s).per_unit is not None
        and payload(s).location is None
        and bool(payload(s).quantities)
    )


def _whole_amount(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "Jesse has 21 bananas. If he shares them among 3 friends": 'them' is all of the one amount he holds.

    Read only with a splitting or giving verb (ADR 0133), when the subject's last fact is one stated holding of one kind
    of counted thing and nothing has moved it since.
    """
    subject, verb = s.pending_entity_ref, s.pending_verb
    if word.attr("number") != "plural" or subject is None or verb is None:
        return None
    if verb.category not in ("verb_split", "verb_give"):
        return None
    if not _object_position(s):
        return None
    held = [h for h in p.accumulated_initial_state if h.entity == subject.key]
    moved = [o for o in p.accumulated_operations if subject.key in (o.actor, o.counterparty)]
    moved_here = any(
        f.clause.quantities for f in payload(s).finished_clauses
    )  # "ate 4 of them and split them"
    if len(held) != 1 or moved or moved_here:
        return None
    q = held[0].quantity
    if q.value is None or q.unit is None or q.per is not None or q.unit.dimension or held[0].than:
        return None
    whole = QuantityRef(q.value, word.index, word.text, q.unit, s.sentence_index)
    s = with_payload(s, quantities=payload(s).quantities + (whole,))
    if verb.category == "verb_give":
        # only a giving to counted receivers reads it; any other rule finds the marker unused (ADR 0133)
        from reader.distribution import whole_pronoun

        s = with_payload(s, markers=payload(s).markers + (whole_pronoun(word),))
    return s


def _object_position(s: SentenceReadingState) -> bool:
    return (
        s.pending_verb is not None
        and payload(s).open_preposition is None
        and not payload(s).quantities
        and not s.pending_quantities
    )


def _partitive_pronoun(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """ "lost 2 of them": the pronoun stands for the unit of the one amount read just before (ADR 0052)."""
    from reader.refusals import ReaderRefusal
    from reader.rules.partitives import partitive_unit

    unit = partitive_unit(s, p, word)
    if isinstance(unit, ReaderRefusal):
        return unit
    from reader.rules.partitives import others_owner

    owner = others_owner(s, p) or ""  # "Ben ate 20 of them": Ella's muffins (ADR 0405)
    subject = s.pending_entity_ref
    if subject is not None and owner == subject.key:
        owner = ""
    attached = tuple(evolve(q, unit=unit, owner=owner or q.owner) for q in s.pending_quantities)
    return with_payload(
        evolve(s, pending_quantities=(), expectation=None), quantities=payload(s).quantities + attached
    )


def on_distributive(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """'each box has 9', '6 marbles in each box': 'each' before a noun makes that noun a rate's denominator."""
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    s = closed
    prep = payload(s).open_preposition
    in_question = s.frame == "question" and not payload(s).quantities
    if prep is not None and prep.category == "prep_in" and (payload(s).quantities or in_question):
        per = Marker("rate_marker", word.index, word.text)
        return with_payload(s, open_preposition=per, open_np=NounPhrase(word.index, determiner="each"))
    from reader.per_activity import for_each_rate

    rated = for_each_rate(s, word)  # "earned $5 for each lawn" = "$5 per lawn" (ADR 0081)
    if rated is not None:
        return rated
    if (
        s.pending_entity_ref is None
        and s.pending_verb is None
        and not payload(s).quantities
        and (s.frame != "question" or s.expectation == "question_subject")
    ):
        return with_payload(s, open_np=NounPhrase(word.index, determiner="each"))  # "does each friend get"
    joined = _each_after_and(s, word)
    if joined is not None:
        return joined  # "Ann has 48 eggs and each box has 8 eggs": a clause of its own (ADR 0113)
    container = _with_each_container(s)
    if container is not None:
        return with_payload(s, per_unit=container)  # "4 bags with 20 apples each" = "... in each bag"
    return with_payload(s, markers=payload(s).markers + (Marker(word.category, word.index, word.text),))


def _each_after_and(s: SentenceReadingState, word: Word) -> Result | None:
    """ "Ann has 48 eggs and each box has 8 eggs": 'and each' after a finished statement clause opens the next.

    Only right after 'and', when the clause before has its verb and an amount and nothing waits for a
    unit; the new clause starts with no subject, as a sentence opening 'Each box has 8 eggs' does.
    """
    pl = payload(s)
    conjunction = pl.pending_conjunction
    if (
        conjunction is None
        or conjunction.category != "conjunction"
        or conjunction.token_index != word.index - 1
        or s.frame not in ("initial_state", "operation")
        or s.pending_verb is None
        or s.pending_entity_ref is None
        or not pl.quantities
        or s.pending_quantities
        or pl.open_preposition is not None
        or any(m.category != "subordinator" for m in pl.markers)  # "If Ann has 48 eggs and each ..."
    ):
        return None
    fresh = finish_clause(evolve(s, partial_frame_payload=evolve(pl, pending_conjunction=None)), False)
    return with_payload(evolve(fresh, frame=None), open_np=NounPhrase(word.index, determiner="each"))


def _with_each_container(s: SentenceReadingState) -> Unit | None:
    """ "4 notebooks with 20 stamps each": a trailing 'each' names the counted container before 'with'.

    Only when the clause holds exactly those two amounts, 'with' joins them, the second amount's noun
    has just closed, and nothing else (no rate, no operator word) was read (ADR 0043).
    """
    pl = payload(s)
    if len(pl.quantities) != 2 or pl.per_unit is not None or pl.markers or s.pending_quantities:
        return None
    count, each = pl.quantities
    if count.unit is None or each.unit is None or count.unit.head == each.unit.head:
        return None
    if count.price or each.price or count.per is not None or each.per is not None:
        return None
    joined = [a for a in s.lookback if count.token_index < a.token_index < each.token_index]
    if [a.category for a in joined if a.category not in NOUN_WORDS] != ["prep_with"]:
        return None
    if previous_category(s) not in NOUN_WORDS:
        return None
    return count.unit


def on_existential(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    from reader.values import EntityRef

    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    scene = EntityRef("there", "there", "neuter", "plural", "scene", s.sentence_index)
    if closed.pending_entity_ref is None:
        return evolve(closed, pending_entity_ref=scene)
    if closed.pending_entity_ref.kind == "scene":
        return closed
    return refuse_at(closed, word, "unexpected_category", "'there' after the subject was read")


def on_measure_adjective(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    from reader.rules.speed_questions import speed_question

    asked = speed_question(s, p, word)  # "How far did she walk?" after a speed (ADR 0099)
    if asked is not None:
        return asked
    counted = sequence_length(s, p, word)  # "The book is 300 pages long" (ADR 0143)
    return counted if counted is not None else add_to_np(s, p, word)


NOUN_HANDLERS = {
    "article": on_article,
    "determiner": on_determiner,
    "adjective": add_to_np,
    "measure_adjective": on_measure_adjective,
    "noun": add_to_np,
    "unit_noun": add_to_np,
    "money_noun": add_to_np,
    "coin_noun": add_to_np,
    "price_noun": add_to_np,
    "person_noun": add_to_np,
    "name": on_name,
    "possessive_marker": on_possessive,
    "pronoun": on_pronoun,
    "existential": on_existential,
    "distributive": on_distributive,
}
