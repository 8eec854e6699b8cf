"""Holdings and changes placed in time by their own sentence, against the question's time (ADR 0174).

The story reader takes every holding as the amount held when it is told, and every change as the next
step. Three placings break that and would give a wrong answer rather than none:

- a holding still to come ("Pia will have 12 beads", "Tom will have 3 more than Ann") and a question
  about what is held that is not itself in the future: what is held now is not told;
- a change in the past tense dated by a day, a part of the day or a clock time ("On Tuesday she
  found 5", "she lost 5 this morning") told after a present holding ("has 12") of the same holder and
  kind: the present amount may already include it. A past holding ("had 12") is before it and reads;
- a holding dated in the past ("Tom had 5 yesterday", "had 5 on Monday"; a place's "There were 30
  apples in the basket yesterday", ADR 0294) asked about in the present ("does he have", "are in the
  basket") with no change told after it: what is held now is not told. An undated past holding
  after a sentence dated in the past ("Sam had 6 last week. Ann had 4.") may share that date
  (ADR 0287).

A fourth is a question about changes: those it may count told both in the past tense and in the
present ("baked 12 yesterday ... bakes 5 today ... how many did she bake?") may or may not all be
asked about, so it refuses. The categories are time markers with a relation and verb tags, never
particular words.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.tokenise import Sentence
from reader.values import Holding, Operation, QuantityRef, QuestionTarget

PRESENT_TAGS = frozenset({"VBZ", "VBP"})
PAST_TAGS = frozenset({"VBD"})
PRESENT_DO = frozenset({"VB", "VBZ"})  # the light_verb tags of 'do' and 'does' (not 'did')
CLAUSE_WORDS = ("verb", "copula", "auxiliary")
JOINING = frozenset({"conjunction", "contrast_marker"})
DURING = "during"  # day names, parts of the day, clock times: a date of either tense
PAST_BE = frozenset({"was", "were"})
PRESENT_BE = frozenset({"is", "are", "am", "'s", "'re", "'m"})  # 'be' has no tense tag in the lexicon


def dated_word(words: tuple[Word | None, ...]) -> int | None:
    """The first time marker naming a day, a part of the day or a clock time ("on Tuesday", "at noon")."""
    for i, w in enumerate(words):
        if w is not None and w.category == "time_marker" and w.attr("relation") == DURING:
            return i
    return None


def future_holding(
    sentences: tuple[Sentence, ...],
    holdings: list[Holding],
    future_at: tuple[int | None, ...],
    q: QuestionTarget,
    skipped: frozenset[int],
) -> ReaderRefusal | None:
    """A holding told after a future word of its sentence ('will', 'tomorrow'), the question not in the future."""
    for h in holdings:
        at = h.quantity.sentence_index
        if at >= len(future_at) or at == q.sentence_index or at in skipped:
            continue
        token = future_at[at]
        if token is not None and token < h.quantity.token_index:
            return refuse(
                "unsupported_operation",
                "a holding still to come, and a question about what is held now: the holding is not yet",
                at,
                token,
                sentences[at].tokens[token].text,
            )
    return None


def present_question(asked: tuple[Word | None, ...]) -> bool:
    """A question asked in the present: do-support 'do'/'does' ("does he have"), no 'did'; with no
    auxiliary, a present form of 'be' ("How many apples are in the basket?", ADR 0294)."""
    aux = [w.attr("light_verb") for w in asked if w is not None and w.category == "auxiliary"]
    if aux:
        return all(a in PRESENT_DO for a in aux)
    be = [w.text.casefold() for w in asked if w is not None and w.category == "copula"]
    return bool(be) and all(b in PRESENT_BE for b in be)


def past_dated_holding(
    sentences: tuple[Sentence, ...],
    holdings: list[Holding],
    ops: tuple[Operation, ...],
    past_at: tuple[int | None, ...],
    q: QuestionTarget,
    asked: tuple[Word | None, ...],
    lexicon: Lexicon,
) -> ReaderRefusal | None:
    """ "Tom had 5 yesterday. How many does Tom have?": a dated past holding asked now, no change of the holder's."""
    if not q.entities or not present_question(asked):
        return None
    # "Ann has 3 more than Omar": Omar's amount now is asked too
    asked_for = set(q.entities) | {g.than for g in holdings if g.entity in q.entities and g.than}
    for h in holdings:
        at = h.quantity.sentence_index
        if h.entity not in asked_for or at >= len(past_at) or at == q.sentence_index:
            continue
        dated_at, token = at, _past_date(sentences, past_at, at, lexicon)
        if token is None:
            dated_at, token = _date_shared(sentences, past_at, at, lexicon)
        if token is None:
            continue
        if present_holding(h, sentences[at], lexicon) and not _past_be(h, sentences[at], lexicon):
            if (
                dated_at == at
                and _same_clause(sentences[at], h.quantity.token_index, token, lexicon)
                and _names_a_time(sentence_words(sentences[at], lexicon), token)
            ):
                return refuse(  # "Ann has 3 pens last year": held now and then at once (ADR 0400)
                    "readings_disagree",
                    "a holding told in the present and dated in the past in one clause",
                    at,
                    token,
                    sentences[at].tokens[token].text,
                )
            continue  # "already has $80" is held now; "there were 30" is not (ADR 0294)
        if any(
            h.entity in {o.actor, o.counterparty, o.doer} and _same_head(o.quantity, h.quantity) for o in ops
        ):
            continue  # a change of the holder's ("Earlier she had 7") places the holding by its own rules
        if any(
            g.entity == h.entity and g.quantity.sentence_index > at and _told_again(g.quantity, h.quantity)
            for g in holdings
        ):
            continue  # a later sentence tells the holder's amount again; the next item of one list does not (ADR 0285)
        return refuse(
            "readings_disagree",
            "a holding dated in the past, and a question about what is held now with nothing told after it",
            dated_at,
            token,
            sentences[dated_at].tokens[token].text,
        )
    return None


def _same_clause(sentence: Sentence, number: int, token: int, lexicon: Lexicon) -> bool:
    """Do a holding's number and a time word stand in one clause: no joining word or comma between them?"""
    words = sentence_words(sentence, lexicon)
    low, high = sorted((number, token))
    return not any(w is not None and (w.category in JOINING or w.text == ",") for w in words[low + 1 : high])


def _names_a_time(words: tuple[Word | None, ...], token: int) -> bool:
    """Does the past word name a time ('yesterday', 'last year', '2 days ago'), not only that something is
    done by now ('already has $35')?"""
    w = words[token]
    if w is None or w.category != "time_marker":
        return False
    if w.attr("part_of"):
        return True
    after = words[token + 1] if token + 1 < len(words) else None
    before = words[token - 1] if token > 0 else None
    return any(x is not None and x.category in ("unit_noun", "time_marker") for x in (after, before))


def _past_be(h: Holding, sentence: Sentence, lexicon: Lexicon) -> bool:
    """Is the holding told with a past form of 'be' in its clause before its number ("There were 30")?"""
    for w in reversed(sentence_words(sentence, lexicon)[: h.quantity.token_index]):
        if w is None:
            continue
        if w.category in JOINING or (w.category.startswith(CLAUSE_WORDS) and w.category != "copula"):
            return False
        if w.category == "copula":
            return w.text.casefold() in PAST_BE
    return False


def _past_date(
    sentences: tuple[Sentence, ...], past_at: tuple[int | None, ...], at: int, lexicon: Lexicon
) -> int | None:
    """The token dating sentence ``at`` in the past: a past word ('yesterday', 'had given'), or a day,
    part of the day or clock time in a sentence told in the past tense ("had 9 on Monday", ADR 0287)."""
    if past_at[at] is not None:
        return past_at[at]
    words = sentence_words(sentences[at], lexicon)
    day = dated_word(words)
    if day is None or not any(
        w is not None
        and w.category.startswith(CLAUSE_WORDS)
        and (PAST_TAGS & set(w.tags) or (w.category == "copula" and w.text.casefold() in PAST_BE))
        for w in words
    ):  # 'were' carries no tag: "There were 30 apples in the basket on Monday" (ADR 0294)
        return None
    return day


def _date_shared(
    sentences: tuple[Sentence, ...], past_at: tuple[int | None, ...], at: int, lexicon: Lexicon
) -> tuple[int, int | None]:
    """The earlier sentence, and its token, whose past date an undated sentence may share (ADR 0287).

    "Sam had 6 pens last week. Ann had 4 pens.": the second past holding names no time of its own, so
    it may be told at the first one's date. Only a date said by a time marker is shared (not a
    pluperfect 'had given'), and only by a sentence with no time marker of its own; the nearest
    dated sentence before it decides.
    """
    if _timed(sentences[at], lexicon):
        return at, None
    for j in range(at - 1, -1, -1):
        token = _past_date(sentences, past_at, j, lexicon)
        if token is None:
            if _timed(sentences[j], lexicon):
                return at, None  # "Today she has 5": another time told in between
            continue
        w = sentence_words(sentences[j], lexicon)[token]
        return (j, token) if w is not None and w.category == "time_marker" else (at, None)
    return at, None


def _timed(sentence: Sentence, lexicon: Lexicon) -> bool:
    return any(w is not None and w.category == "time_marker" for w in sentence_words(sentence, lexicon))


def _same_head(a: QuantityRef, b: QuantityRef) -> bool:
    """The same things, or money told both ways ('some money', '$48')."""
    if a.unit is None or b.unit is None:
        return False
    return a.unit.head == b.unit.head or (a.unit.dimension == b.unit.dimension == "money")


def _told_again(later: QuantityRef, dated: QuantityRef) -> bool:
    """A later amount of the same things, or of a wider set of them, tells the dated one again; blue
    pens or pencils held now say nothing of the red pens or pens held last year (ADR 0285)."""
    return _same_head(later, dated) and set(later.unit.modifiers) <= set(dated.unit.modifiers)


def dated_past_change(o: Operation, sentence: Sentence, lexicon: Lexicon) -> int | None:
    """The token dating a past-tense change by a day, part of the day or clock time, if any."""
    if not PAST_TAGS & set(o.verb.tags):
        return None
    return dated_word(sentence_words(sentence, lexicon))


def present_holding(h: Holding, sentence: Sentence, lexicon: Lexicon) -> bool:
    """Is the holding told in the present: no past-tense verb in its clause before its number ("had 12")?"""
    words = sentence_words(sentence, lexicon)[: h.quantity.token_index]
    for w in reversed(words):
        if w is None:
            continue
        if w.category in JOINING:
            break
        if w.category.startswith(CLAUSE_WORDS) and PAST_TAGS & set(w.tags):
            return False
    return True


def mixed_tenses(counted: list[Operation], dated: frozenset[int]) -> Operation | None:
    """A present-tense change among past-tense ones a question may count, one of them dated: the present one.

    ``dated`` are the sentences with a date of their own tense ("yesterday", "today"); without one
    ("planted 6 ... plants 4 more") the present tense is the story's way of telling and reads.
    """
    past = [o for o in counted if PAST_TAGS & set(o.verb.tags)]
    present = [o for o in counted if PRESENT_TAGS & set(o.verb.tags)]
    if not (past and present) or not any(o.quantity.sentence_index in dated for o in past + present):
        return None
    return present[0]


def dated_sentences(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> frozenset[int]:
    """Sentences with a time marker of the past, the present or a day ("yesterday", "today", "on Monday")."""
    return frozenset(
        i
        for i, sentence in enumerate(sentences)
        if any(
            w is not None and w.category == "time_marker" and w.attr("relation") in ("past", "now", DURING)
            for w in sentence_words(sentence, lexicon)
        )
    )


def _marked_now(h: Holding, sentence: Sentence, lexicon: Lexicon) -> int | None:
    """The token placing a present holding at the story's end: 'now', 'still', 'today' or 'left' after it."""
    words = sentence_words(sentence, lexicon)
    for i, w in enumerate(words):
        if w is None:
            continue
        if w.category == "time_marker" and w.attr("relation") == "now":
            return i
        if w.category == "residual_marker" and i == h.quantity.token_index + 1 + _noun_words(words, h):
            return i
    return None


def _noun_words(words: tuple[Word | None, ...], h: Holding) -> int:
    """How many words after the number name what it counts ("12 red pens left": 2)."""
    n = 0
    for w in words[h.quantity.token_index + 1 :]:
        if w is None or w.category not in ("noun", "adjective", "unit_noun", "coin_noun", "money_noun"):
            break
        n += 1
    return n


def _present_verb(h: Holding, sentence: Sentence, lexicon: Lexicon) -> bool:
    """Is a present-tense verb or copula in the holding's clause before its number ("Sam has 12")?"""
    for w in reversed(sentence_words(sentence, lexicon)[: h.quantity.token_index]):
        if w is None:
            continue
        if w.category in JOINING:
            return False
        if w.category.startswith(CLAUSE_WORDS) and PRESENT_TAGS & set(w.tags):
            return True
    return False


def held_now_then_past_change(
    sentences: tuple[Sentence, ...],
    holdings: list[Holding],
    ops: tuple[Operation, ...],
    q: QuestionTarget,
    lexicon: Lexicon,
) -> ReaderRefusal | None:
    """ "Sam has 12 pens now. He gave away 5 pens.": the past change is already in the 12 (ADR 0183).

    A present holding marked as the amount held now ('now', 'still', 'today', '12 pens left') is the
    end of the story; a past-tense change of the same holder and kind told after it happened before
    it. Story order would apply the change to it again (asking "at first" would give the 12 back).
    """
    for o in ops:
        at = o.quantity.sentence_index
        asked_in = at == q.sentence_index and o.quantity.token_index > q.token_index
        if asked_in or at >= len(sentences) or not PAST_TAGS & set(o.verb.tags):
            continue  # a supposition before the question ("If he gave away 5, how many ...") is told
        for h in holdings:
            hs = h.quantity.sentence_index
            if hs >= at or hs >= len(sentences) or h.entity not in {o.actor, o.counterparty, o.doer}:
                continue
            if h.quantity.unit is not None and o.quantity.unit is not None:
                if h.quantity.unit.head != o.quantity.unit.head:
                    continue
            if h.quantity.value is None or not present_holding(h, sentences[hs], lexicon):
                continue
            token = _marked_now(h, sentences[hs], lexicon)
            if token is None and q.kind == "initial" and _present_verb(h, sentences[hs], lexicon):
                # "Sam has 12 pens. He gave away 5. How many did he have at first?": the present 12 is
                # after the change, which the question itself places before it
                token = h.quantity.token_index
            if token is not None:
                return refuse(
                    "readings_disagree",
                    "a holding told as what is held now, then a past change of it: the change is already counted",
                    hs,
                    token,
                    sentences[hs].tokens[token].text,
                )
    return None


def _future_word_before(
    quantity: QuantityRef, future_at: tuple[int | None, ...], q: QuestionTarget, skipped: frozenset[int]
) -> int | None:
    """The token of the future word ('will') an amount of a story sentence is told after, if any."""
    at = quantity.sentence_index
    if at >= len(future_at) or at == q.sentence_index or at in skipped:
        return None
    token = future_at[at]
    return None if token is None or token > quantity.token_index else token


def _other_kinds(one: QuantityRef, other: QuantityRef) -> bool:
    """Two amounts whose units are both told and differ: a plan of one kind says nothing of the other."""
    return one.unit is not None and other.unit is not None and one.unit.head != other.unit.head


def future_then_now(
    sentences: tuple[Sentence, ...],
    holdings: list[Holding],
    ops: tuple[Operation, ...],
    future_at: tuple[int | None, ...],
    q: QuestionTarget,
    skipped: frozenset[int],
) -> ReaderRefusal | None:
    """ "Mira will have 14 shells. She found some. Now she has 31.": a plan told before a deed of its own.

    A holding after a future word is not the amount held when it is told; a later change or holding of
    the same holder and kind that is not itself still to come is told in story order after it, but
    happens before it. Story order would start from the plan ("did she find" gives 17, "at first" 14).
    A future holding told last ("Workers will plant more. Then there will be 50") is the end and reads.
    """
    for h in holdings:
        at = h.quantity.sentence_index
        token = _future_word_before(h.quantity, future_at, q, skipped)
        if token is None or h.quantity.value is None:
            continue
        later = [g.quantity for g in holdings if g.entity == h.entity and g.order > h.order] + [
            o.quantity for o in ops if h.entity in {o.actor, o.counterparty, o.doer} and o.order > h.order
        ]
        for x in later:
            xs = x.sentence_index
            if xs >= len(future_at) or future_at[xs] is not None or xs in skipped:
                continue
            if _other_kinds(h.quantity, x):
                continue
            return refuse(
                "readings_disagree",
                "a holding still to come, then a change or holding of it told as done: story order is not time order",
                at,
                token,
                sentences[at].tokens[token].text,
            )
    return None


def future_change_then_held(
    sentences: tuple[Sentence, ...],
    holdings: list[Holding],
    ops: tuple[Operation, ...],
    future_at: tuple[int | None, ...],
    q: QuestionTarget,
    skipped: frozenset[int],
) -> ReaderRefusal | None:
    """ "Lea had some stamps. She will give 15 to Ali. Now Lea has 40.": a change still to come, then what is held.

    ADR 0240. A change after a future word ("will give", "is going to lose") has not happened when a
    later holding of the same holder and kind is told as done ("Now Lea has 40"): that holding is
    before the change, though story order puts it after. Story order would give 55 for "at first"
    and 15 for "how many did she give"; neither is what the text says. A holding that is itself
    still to come ("Then she will have 40") is the end and reads as before.
    """
    for o in ops:
        at = o.quantity.sentence_index
        token = _future_word_before(o.quantity, future_at, q, skipped)
        if token is None:
            continue
        movers = {o.actor, o.counterparty, o.doer} - {None}
        for h in holdings:
            hs = h.quantity.sentence_index
            if h.entity not in movers or h.order <= o.order or hs >= len(future_at):
                continue
            if future_at[hs] is not None or hs in skipped or hs == q.sentence_index:
                continue
            if _other_kinds(o.quantity, h.quantity):
                continue
            return refuse(
                "readings_disagree",
                "a change still to come, then a holding told as done: story order is not time order",
                at,
                token,
                sentences[at].tokens[token].text,
            )
    return None
