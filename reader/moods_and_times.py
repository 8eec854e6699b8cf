"""Changes told as supposed, still to come, or dated before a stated holding (ADR 0147).

The story reader commits every clause as a step in the order it is told. Three kinds of clause are
not such a step, and reading them as one gives a wrong answer rather than none:

- a supposition stated as a fact: "If Sam gives 4 apples to Ann, he will have 5 left." Neither the
  gift nor the 5 has happened; only the amount before the supposed change is the present one. When
  nothing else in the story changes, "How many does Sam have?" asks for that amount: the start. A
  question for the start, or one asked inside the supposition ("will he have"), reads as before,
  when nothing after it restates the chains it touched; any other question refuses. A present main
  clause ("he has 5 left") may mean "given that he gave 4": there only the start answers. "If she
  eats 3, how many are left?" is a question, not a statement, and stays ADR 0010's;
- a change still to come ("will", "going to", "next week", "tomorrow") and a question for an amount
  held that is not itself in the future ("does he have now?"): the present amount is before the
  change, the story order puts it after. Refused; a question in the future ("will he have") or
  about the event itself ("how many will he sell") reads as before;
- a change dated in the past ("yesterday", "last week", "earlier", "already", "ago", or "had given")
  told after a holding of the same holder and kind: the holding may already include it, or come
  before it. Refused whatever the holding's tense ("has 9 apples" or "had 9 apples"), and also when
  the holding is in the same sentence before a joining word ('and', 'but') that the date follows
  ("has 10 pens and yesterday she lost 3", ADR 0158). A perfect ("has found 2", "had bought 4") dates
  a change the same way against a holding told in the present; a group total of the mover's counts as
  such a holding, and with money asked coins of any kind and money are one kind (ADR 0294);
- a past holding in a statement's 'if' clause before a modal main clause ("If Tom had 10 apples, he
  would eat 3."): the past subjunctive supposes it against the facts, so only a question asked inside
  the supposition ("How many would he have left?") reads it (ADR 0294).

The categories are tense and mood words of the lexicon (auxiliaries, time markers with a relation,
"had" before a past participle), never particular problems.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from packs.model import Lexicon
from reader.held_times import (
    dated_past_change,
    dated_sentences,
    future_change_then_held,
    future_holding,
    future_then_now,
    held_now_then_past_change,
    mixed_tenses,
    past_dated_holding,
    present_holding,
)
from reader.lifecycle import sentence_words
from reader.modal_names import modal_names
from reader.refusals import ReaderRefusal, refuse
from reader.retold_changes import replaced_change
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import Holding, Operation, QuestionTarget, Unit

FUTURE_AUXILIARIES = frozenset({"will", "shall", "would"})  # "would" in a question: a supposed future
ARTICLES = frozenset({"article", "determiner"})  # "the next day" is the story's next step, not the future
# A question for what someone holds at a time: the one a change still to come must not move.
HELD_KINDS = frozenset({"value", "total", "difference", "unit_difference", "requirement", "goal"})
BETWEEN_HAD_AND_PARTICIPLE = frozenset({"adverb", "time_marker", "negation"})
CLAUSE_WORDS = ("verb", "copula", "auxiliary")
DATES = frozenset({"past", "future", "next"})  # "6 last week", "6 next month" (ADR 0158)
PAST_TAGS_VBD = "VBD"
PERFECT_HAVE = frozenset({"had", "has", "have"})  # before a participle: a change already done
PAST_BE = frozenset({"was", "were"})  # 'be' has no tense tag in the lexicon
JOINING = frozenset({"conjunction", "contrast_marker"})  # "and yesterday", "but last week" (ADR 0158)


@dataclass(frozen=True, slots=True)
class Told:
    """How one sentence places what it tells: its first future word, past date, and supposition."""

    future: int | None = None  # token of 'will', 'going', 'tomorrow', 'next' (not 'the next')
    past: int | None = None  # token of 'yesterday', 'last', 'already', 'ago', 'earlier' or pluperfect 'had'
    supposed: bool = False  # an 'if' statement with a main clause after its comma
    foreseen: bool = False  # ... whose main clause is in the future ("he will have 5 left")
    # a question opened by 'if': the future word of that clause ("If Joe will have 15, how many ...");
    # ``future`` then places only the asked clause after it
    supposed_future: int | None = None
    asked_from: int = 0  # where the asked clause of such a question begins (its question word)
    # "If Tom had 10 apples, he would eat 3.": the comma ending an 'if' clause that holds in the past
    # before a modal main clause; what that clause holds is supposed against the facts (ADR 0294)
    unreal: int | None = None


def future_word(words: tuple[Word | None, ...], names: frozenset[int]) -> int | None:
    """The first word that places a clause still to come: 'will', 'going to', 'tomorrow', 'next'."""
    for i, w in enumerate(words):
        if w is None or i in names:
            continue
        if w.category == "auxiliary" and w.lemma.casefold() in FUTURE_AUXILIARIES:
            return i
        if w.lemma.casefold() == "go" and "VBG" in w.tags and i + 2 < len(words):
            to, verb = words[i + 1], words[i + 2]
            if to is not None and to.text.casefold() == "to" and verb is not None and "VB" in verb.tags:
                if verb.category.startswith("verb"):
                    return i  # "is going to spend": a plan to come; not "going to the mall"
        if w.category == "time_marker" and w.attr("relation") == "future":
            if not (i > 0 and words[i - 1] is not None and words[i - 1].category in ARTICLES):
                return i
    return None


def _past(words: tuple[Word | None, ...]) -> int | None:
    for i, w in enumerate(words):
        if w is None:
            continue
        if w.category == "time_marker" and w.attr("relation") == "past":
            return i
        if w.category == "verb_possess" and w.text.casefold() == "had":
            nxt = _participle_after(words, i)
            if nxt is not None and nxt.tags == ("VBN",):
                return i  # "had given": a change before some past point, not the story's next step
    return None


def _participle_after(words: tuple[Word | None, ...], i: int) -> Word | None:
    """The verb after a 'have' at ``i`` (adverbs, time markers, 'not' between) when it may be a participle."""
    j = i + 1
    while j < len(words) and words[j] is not None and words[j].category in BETWEEN_HAD_AND_PARTICIPLE:
        j += 1
    nxt = words[j] if j < len(words) else None
    return nxt if nxt is not None and nxt.category.startswith("verb") and "VBN" in nxt.tags else None


def perfect(words: tuple[Word | None, ...]) -> int | None:
    """The 'have' of a perfect ("has found", "had bought"): a change done before a holding told now.

    ADR 0294. The participle may share its form with the past tense ('found', 'bought'); only a
    holding told in the present is placed against it, as a day's date is (ADR 0174).
    """
    for i, w in enumerate(words):
        if w is not None and w.category == "verb_possess" and w.text.casefold() in PERFECT_HAVE:
            if _participle_after(words, i) is not None:
                return i
    return None


def _supposed(sentence: Sentence, words: tuple[Word | None, ...], names: frozenset[int]) -> tuple[bool, bool]:
    """A statement opening with 'if' whose comma is followed by a clause of its own; is that clause future?"""
    if sentence.is_question or not words or words[0] is None or words[0].lemma.casefold() != "if":
        return False, False
    commas = [i for i, t in enumerate(sentence.tokens) if t.text == ","]
    if not commas:
        return False, False
    start = commas[0] + 1
    clause = any(
        w is not None and (w.category.startswith(CLAUSE_WORDS)) and start + k not in names
        for k, w in enumerate(words[start:])
    )
    later = future_word(words[start:], frozenset(i - start for i in names if i >= start)) is not None
    return clause, clause and later


def _asked_from(sentence: Sentence, words: tuple[Word | None, ...]) -> int:
    """Where the asked clause of a question opened by 'if' begins: its question word; else 0."""
    if not sentence.is_question or not words or words[0] is None or words[0].lemma.casefold() != "if":
        return 0
    for i, w in enumerate(words[1:], start=1):
        if w is not None and w.category == "question_word":
            return i
    return 0


def told(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> tuple[Told, ...]:
    out = []
    for sentence in sentences:
        words = sentence_words(sentence, lexicon)
        names = frozenset(modal_names(sentence, lexicon))
        start = _asked_from(sentence, words)
        if start:
            # "If Joe will have 15 marbles, how many does he have?": the 'will' supposes, the
            # question is asked in the present
            asked = future_word(words[start:], frozenset(i - start for i in names if i >= start))
            future = None if asked is None else asked + start
            supposed_future = future_word(words[:start], names)
            out.append(Told(future, _past(words), False, False, supposed_future, start))
            continue
        out.append(
            Told(
                future_word(words, names),
                _past(words),
                *_supposed(sentence, words, names),
                unreal=_unreal(sentence, words),
            )
        )
    return tuple(out)


def _unreal(sentence: Sentence, words: tuple[Word | None, ...]) -> int | None:
    """The comma of "If <holder> had|was|were ..., <subject> would|could|might ...", a statement; else None.

    A past holding in an 'if' clause whose main clause is a modal (an auxiliary with no do-support
    tag) is the past subjunctive: the holding is not the case, so it is no fact of the story.
    """
    if sentence.is_question or not words or words[0] is None or words[0].lemma.casefold() != "if":
        return None
    comma = next((i for i, t in enumerate(sentence.tokens) if t.text == ","), None)
    if comma is None:
        return None
    held = any(
        w is not None
        and (
            (w.category == "verb_possess" and PAST_TAGS_VBD in w.tags)
            or (w.category == "copula" and w.text.casefold() in PAST_BE)
        )
        for w in words[1:comma]
    )
    modal = any(
        w is not None and w.category == "auxiliary" and not w.attr("light_verb") for w in words[comma + 1 :]
    )
    return comma if held and modal else None


def unreal_holding(
    sentences: tuple[Sentence, ...],
    times: tuple[Told, ...],
    problem: ProblemReadingState,
    q: QuestionTarget,
    asked_later: bool,
) -> ReaderRefusal | None:
    """ "If Tom had 10 apples, he would be happy. How many does Tom have?": a supposed holding read as told.

    Only a question asked inside the supposition ("How many would they have together?") reads it.
    """
    if asked_later:
        return None
    told_at = [h.quantity for h in problem.accumulated_initial_state] + [
        t.quantity for t in problem.group_totals
    ]
    for i, t in enumerate(times):
        if t.unreal is None or i == q.sentence_index:
            continue
        if any(x.sentence_index == i and x.token_index < t.unreal for x in told_at):
            return refuse(
                "unsupported_operation",
                "an 'if' clause supposes a holding against the facts ('had', then 'would'): it is not told",
                i,
                0,
                sentences[i].tokens[0].text,
            )
    return None


def _touches(op: Operation) -> set[str]:
    return {e for e in (op.actor, op.counterparty, op.doer) if e}


def _same_kind(a: Unit | None, b: Unit | None, money: bool = False) -> bool:
    """The same things; with money asked, coins of any kind and money are one kind (their worth)."""
    if money and a is not None and b is not None and _worth(a) and _worth(b):
        return True
    return a is None or b is None or a.head == b.head


def _worth(u: Unit) -> bool:
    return u.coin or u.dimension == "money"


def _plain(h: Holding) -> bool:
    return h.quantity.per is None and h.verb is None


def _joined_before(sentence: Sentence, lexicon: Lexicon, past: int) -> int:
    """Where the clause dated by ``past`` begins, when a joining word ('and', 'but') comes before it.

    "has 10 pens and yesterday she lost 3": a holding before that word is told before the dated
    change, as a holding in an earlier sentence is (ADR 0158). With no joining word before the date
    ("had 10 pens yesterday and lost 3") the holding is dated too: -1, nothing is before.
    """
    words = sentence_words(sentence, lexicon)
    joins = [i for i, w in enumerate(words[:past]) if w is not None and w.category in JOINING]
    return joins[-1] if joins else -1


def _date_as_unit(
    sentences: tuple[Sentence, ...], ops: tuple[Operation, ...], lexicon: Lexicon
) -> ReaderRefusal | None:
    """ "lost 6 last week": the date right after the number is no unit of the things moved (ADR 0158).

    The number's noun is left unsaid; the phrase reader would take the date's noun ("6 week"), and
    the move would touch nothing that was held.
    """
    for o in ops:
        at, number = _at(o), o.quantity.token_index
        if at >= len(sentences) or o.quantity.unit is None or not o.quantity.unit.dimension:
            continue
        words = sentence_words(sentences[at], lexicon)
        nxt = words[number + 1] if number + 1 < len(words) else None
        if nxt is not None and nxt.category == "time_marker" and nxt.attr("relation") in DATES:
            return refuse(
                "unattached_quantity",
                f"'{o.quantity.text}' is followed by a date ('{nxt.text}'): the things it counts are not named",
                at,
                number,
                o.quantity.text,
            )
    return None


def _at(op: Operation) -> int:
    return op.quantity.sentence_index


def check(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ProblemReadingState | ReaderRefusal:
    """The problem as read, its question asked before a supposition, or a refusal (see the module's text)."""
    q = problem.unknown_target_slot
    if q is None:
        return problem
    times = told(sentences, lexicon)
    ops = problem.accumulated_operations
    holdings = [h for h in problem.accumulated_initial_state if _plain(h)]
    asked_later = times[q.sentence_index].future is not None if q.sentence_index < len(times) else False
    asked = sentence_words(sentences[q.sentence_index], lexicon) if q.sentence_index < len(sentences) else ()
    unreal = unreal_holding(sentences, times, problem, q, asked_later)  # "If he had 10, ..." (ADR 0294)
    if unreal is not None:
        return unreal
    replaced = replaced_change(ops, q, asked)  # "He found 2. If he had found 3, ...?" (ADR 0285)
    if replaced is not None:
        return replaced
    supposing = _future_supposition(sentences, times, ops, holdings, q, asked_later)
    if supposing is not None:
        return supposing
    if q.kind in HELD_KINDS | {"initial"}:  # "has 12 now. He gave away 5." (ADR 0183)
        undated = tuple(o for o in ops if _at(o) >= len(times) or times[_at(o)].past is None)
        held_now = held_now_then_past_change(sentences, holdings, undated, q, lexicon)
        if held_now is not None:
            return held_now
    supposed = [i for i, t in enumerate(times) if t.supposed and i != q.sentence_index]
    if supposed:
        last = max(supposed)
        touched = {e for o in ops if _at(o) in supposed for e in _touches(o)} | {
            h.entity for h in holdings if h.quantity.sentence_index in supposed
        }
        later = [o for o in ops if last < _at(o) != q.sentence_index] + [
            h for h in holdings if last < h.quantity.sentence_index and h.entity in touched
        ]
        real = [o for o in ops if _at(o) not in supposed and _at(o) != q.sentence_index]
        # "If he gives 4, he has 5 left" may also mean "given that he gave 4": only the start is the
        # same under that reading; a future main clause ("he will have") is a supposition only
        foreseen = all(times[i].foreseen for i in supposed)
        if foreseen and q.kind == "value" and not asked_later and not later and not real:
            # nothing has really changed: what is held now is what was held before the supposition
            q = replace(q, kind="initial", either_end=False)
            problem = replace(problem, unknown_target_slot=q)
        elif not (q.kind == "initial" or (asked_later and foreseen)) or later:
            return refuse(
                "unsupported_operation",
                "an 'if' statement supposes a change; only the amount at the start is the same with and without it",
                supposed[0],
                0,
                sentences[supposed[0]].tokens[0].text,
            )
    future_at = tuple(t.future for t in times)
    if q.kind == "initial" and not asked_later:  # "Bruno will have 14 ... did he have at first?" (ADR 0191)
        coming = future_holding(sentences, holdings, future_at, q, frozenset(supposed))
        if coming is not None:
            return coming
    if q.kind in HELD_KINDS and not asked_later:
        # "Pia will have 12 beads. How many does she have?" (ADR 0174)
        coming = future_holding(sentences, holdings, future_at, q, frozenset(supposed))
        if coming is not None:
            return coming
        for o in ops:
            at = _at(o)
            if at < len(times) and at != q.sentence_index and times[at].future is not None:
                token = times[at].future
                return refuse(
                    "unsupported_operation",
                    "a change still to come, and a question about what is held now: the story order would apply it",
                    at,
                    token,
                    sentences[at].tokens[token].text,
                )
    first = future_then_now(sentences, holdings, ops, future_at, q, frozenset(supposed))
    if first is not None:  # "Mira will have 14. She found some. Now she has 31." (ADR 0191)
        return first
    coming = future_change_then_held(sentences, holdings, ops, future_at, q, frozenset(supposed))
    if coming is not None:  # "She will give 15 to Ali. Now Lea has 40." (ADR 0240)
        return coming
    dated = _date_as_unit(sentences, ops, lexicon)
    if dated is not None:
        return dated
    mixed = tense_mismatch(q, ops, times, asked_later, sentences, asked, dated_sentences(sentences, lexicon))
    if mixed is not None:
        return mixed
    if q.kind in HELD_KINDS and not asked_later:  # "Tom had 5 yesterday. How many does he have?" (ADR 0174)
        gone = past_dated_holding(sentences, holdings, ops, tuple(t.past for t in times), q, asked, lexicon)
        if gone is not None:
            return gone
    for o in ops:
        at = _at(o)
        if at >= len(times) or at == q.sentence_index:
            continue
        past, present_only = times[at].past, False
        if past is None:  # "On Tuesday she found 5" after "has 12": past tense, a day's date (ADR 0174)
            past, present_only = dated_past_change(o, sentences[at], lexicon), True
        if past is None and not times[at].supposed:  # "has found 2", "had bought 4" after "has 10" (ADR 0294)
            past, present_only = perfect(sentence_words(sentences[at], lexicon)), True
        if past is None:
            continue
        joined = _joined_before(sentences[at], lexicon, past)
        money = q.unit is not None and q.unit.dimension == "money"  # coins are valued (ADR 0269, 0294)
        before = [
            h
            for h in holdings
            if (not present_only or present_holding(h, sentences[h.quantity.sentence_index], lexicon))
            and (
                h.quantity.sentence_index < at
                or (h.quantity.sentence_index == at and h.quantity.token_index < joined)
            )
            and h.entity in _touches(o)
            and _same_kind(h.quantity.unit, o.quantity.unit, money)
        ] + [  # "Mia and Leo have 40 together. ... Leo bought 4 yesterday.": Leo's part of it (ADR 0294)
            t
            for t in problem.group_totals
            if (not present_only or not t.past)
            and t.quantity.sentence_index < at
            and set(t.parts) & _touches(o)
            and _same_kind(t.quantity.unit, o.quantity.unit, money)
        ]
        if before:
            token = past
            return refuse(
                "readings_disagree",
                "a change dated in the past told after a holding of its own: the holding may already include it",
                at,
                token,
                sentences[at].tokens[token].text,
            )
    return problem


def _future_supposition(
    sentences: tuple[Sentence, ...],
    times: tuple[Told, ...],
    ops: tuple[Operation, ...],
    holdings: list[Holding],
    q: QuestionTarget,
    asked_later: bool,
) -> ReaderRefusal | None:
    """ "If Joe will have 15 marbles, how many does he have?": a supposition still to come, asked now.

    The question's own 'if' clause tells an amount after a future word ('will', 'would', 'going to',
    'tomorrow'); the story reader takes it as told now. Only a question itself in the future ("how
    many will he have") asks inside the supposition; any other is asked before it and refuses.
    """
    at = q.sentence_index
    if at >= len(times) or asked_later or times[at].supposed_future is None:
        return None
    token, start = times[at].supposed_future, times[at].asked_from
    told_there = [o.quantity for o in ops if _at(o) == at] + [h.quantity for h in holdings]
    if not any(x.sentence_index == at and token < x.token_index < start for x in told_there):
        return None
    return refuse(
        "unsupported_operation",
        "an 'if' clause supposes an amount still to come, and the question is not asked in the future",
        at,
        token,
        sentences[at].tokens[token].text,
    )


def tense_mismatch(
    q: QuestionTarget,
    ops: tuple[Operation, ...],
    times: tuple[Told, ...],
    asked_later: bool,
    sentences: tuple[Sentence, ...],
    asked: tuple[Word | None, ...],
    dated: frozenset[int] = frozenset(),
) -> ReaderRefusal | None:
    """A question about the changes themselves counts those told in its own tense (ADR 0165).

    "Leo bought 5 books. He will buy 3 more. How many books did he buy?": the 3 are still to come, so
    they are not among those bought; "How many will he buy?" does not count the 5 bought. Which changes
    a question in one tense leaves out is not read yet, so changes it may count told in both tenses
    refuse, and so does a question in the future about changes all done. A past question about changes
    all still to come asks from after them ("Workers will plant trees ... How many did they plant?").
    """
    if q.kind in HELD_KINDS or q.kind == "initial" or _future_perfect(asked):
        return None
    counted = [o for o in ops if _at(o) < len(times) and _at(o) != q.sentence_index and may_count(q, o)]
    later = [o for o in counted if times[_at(o)].future is not None]
    done = [o for o in counted if times[_at(o)].future is None]
    if done and asked_later:
        return _refuse_tense(done[0], times, sentences)  # "will he buy" with 5 already bought
    if done and later:
        return _refuse_tense(later[0], times, sentences)  # "did he buy" with 3 still to buy
    present = mixed_tenses(done, dated)  # "baked 12 yesterday ... bakes 5 today" (ADR 0174)
    if present is not None:
        return _refuse_tense(present, times, sentences)
    return None


def _refuse_tense(o: Operation, times: tuple[Told, ...], sentences: tuple[Sentence, ...]) -> ReaderRefusal:
    at = _at(o)
    token = times[at].future if times[at].future is not None else o.verb.token_index
    return refuse(
        "unsupported_operation",
        "a change told in another tense than the question's: the question may not count it",
        at,
        token,
        sentences[at].tokens[token].text,
    )


def may_count(q: QuestionTarget, o: Operation) -> bool:
    """Could the question count this change: its verb kind, its doer and its kind of thing (or measure)?"""
    if q.verb_category and o.verb.category != q.verb_category:
        return False  # "How many did he bake?" counts no cookies he will give
    if q.entities and not (set(q.entities) & _touches(o)):
        return False
    a, b = q.unit, o.quantity.unit
    if a is None or b is None:
        return True
    return a.dimension == b.dimension if (a.dimension or b.dimension) else a.head == b.head


def _future_perfect(words: tuple[Word | None, ...]) -> bool:
    """ "How many will he have bought?": 'will' ... 'have' + participle counts what is done and to come."""
    future = future_word(words, frozenset())
    if future is None:
        return False
    return any(
        w is not None and w.text.casefold() == "have" and nxt is not None and "VBN" in nxt.tags
        for w, nxt in zip(words[future + 1 :], words[future + 2 :], strict=False)
    )
