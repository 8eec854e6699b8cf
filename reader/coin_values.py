"""Counted coins read as money when the question asks money (ADR 0269).

"Karen has 32 quarters. How much money does Karen have?": a coin of the pack (a ``coin_noun`` with a
``value`` in dollars) is a counted thing that is also worth money, so when the question asks an amount
of money (its unit is of the money dimension: "how much money", "how many dollars", "how many cents",
"in dollars") every counted coin is read as the money it is worth, count x value dollars, and every
move of coins as a move of that money. The answer's unit follows the question, as for any money.

Read this way, all of a holder's money goes on one chain, so what is told of one kind of coin must not
be read as told of all the money. The reading refuses, leaving the count reading's own refusal when it
would not be sound:
- a coin the pack gives no value, or a coin narrowed by a modifier ("gold quarters", "quarters of the
  pie"); a general "coins" beside counted coins (which coins?); a worth of a coin told in the story
  ("A quarter is worth 30 cents"), which the pack's value would contradict or repeat;
- a count of coins that is unknown ("some dimes"), not a whole number, a part or all of a holder's
  coins, a multiple or a difference of another amount ("twice as many dimes as quarters", "25 more
  dimes than Connie"), a rate ("20 quarters in each jar"), or a total, part or equal count of a group;
- a holder whose money is told in two or more kinds (coins of two kinds, or coins beside dollars or
  cents) unless every amount the holder is said to hold is told in one sentence before anything of
  theirs moves: those holdings are then the holder's whole money at the start and are summed into one.
  A later holding of one kind ("Now he has 6 quarters") says nothing of the other kinds;
- a question that names no money unit ("how much money") when money is also told in a unit other than
  dollars: the coins are valued in dollars, so the answer's unit would be a guess;
- a question that names a kind of coin other than as a count ("How many cents are the dimes worth?",
  "in dimes"), or one of the asked holder's places while the story names another of them ("... in her
  wallet?" after "in her piggy bank and ... in her wallet"); counted money of an untold worth ("3 bills");
- coins given or spent that the giver is not told to hold ("Tom had 3 quarters. He spent 5 dimes.");
- an answer that is not a whole number of cents.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from packs.model import Lexicon
from reader.counted_holders import counted_holder
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import Holding, Operation, QuantityRef, QuestionTarget, Unit

DOLLAR = Unit("dollar", (), "money", Fraction(1))
COUNTS = frozenset({"number", "number_word", "scale_word"})  # the words a count of coins is told in
BETWEEN = frozenset({"comparative", "additive_marker"})  # words between a count and its coin
MONEY_THINGS = frozenset({"price_noun", "money_noun"})  # "3 bills": counted things that are money
GENERAL_COIN = "coin"  # "3 coins": a count of coins whose kinds, and so whose worth, are not told
MONEY_WORDS = frozenset({"coin_noun", "money_noun", "price_noun", "currency_sign"})  # "for a dollar bill"
CLAUSE_ENDS = frozenset({"conjunction", "punctuation"})  # where the object of a 'for' ends


def asks_money(target: QuestionTarget | None) -> bool:
    return target is not None and target.unit is not None and target.unit.dimension == "money"


def coin_worth(unit: Unit, lexicon: Lexicon) -> Fraction | None:
    """The pack's value in dollars of one coin of ``unit``; None for no coin of the pack."""
    sense = lexicon.lookup(unit.head)
    if sense is None or sense.entry.lemma != unit.head or sense.entry.category != "coin_noun":
        return None
    value = sense.entry.attr("value")
    return Fraction(value) if value else None


def _is_coin(q: QuantityRef) -> bool:
    return q.unit is not None and q.unit.coin


def _is_money(q: QuantityRef) -> bool:
    return q.unit is not None and q.unit.dimension == "money"


def _refuse(q: QuantityRef, detail: str) -> ReaderRefusal:
    return refuse("unit_mismatch", detail, q.sentence_index, q.token_index, q.text)


def _unplain(q: QuantityRef) -> str:
    """Why a count of coins cannot be valued on its own; "" when it can."""
    if q.times is not None or q.share is not None or q.whole or q.kept is not None:
        return "coins counted as a part or a multiple of another amount: the coins of one kind are not all the money"
    if q.per is not None or q.divisor or q.container is not None or q.share_unit is not None:
        return "coins counted in each of something, or as shares: a rate of coins is not read as money"
    if q.value is None:
        return "a count of coins that is not told"
    if q.value <= 0 or q.value.denominator != 1:
        return "a count of coins that is not a whole number"
    return ""


def _story_refusal(problem: ProblemReadingState, lexicon: Lexicon) -> ReaderRefusal | None:
    """The checks over the whole story that valuing coins needs (see the module docstring)."""
    told = counted_holder(problem)  # "A quarter is worth 30 cents. Sam has 4 quarters." (ADR 0068)
    if told is not None:
        return told
    for h in problem.accumulated_initial_state:
        if _names_coin(h.entity, lexicon):
            return _refuse(h.quantity, f"'{h.entity}' holds an amount: the story tells a coin's worth itself")
    target = problem.unknown_target_slot
    assert target is not None
    named = (target.held_place, target.setting, target.owner, target.asked_thing, target.purpose)
    named += tuple(e.key for e in problem.entity_registry)
    for words in named:
        if words and _names_coin(words, lexicon):  # "How much money does Sam have in dimes?"
            return refuse(
                "unit_mismatch",
                f"'{words}' names coins where no amount is: the money asked is narrowed by a kind of coin",
                target.sentence_index,
                target.token_index,
                "",
            )
    place = _place_refusal(problem, target)
    if place is not None:
        return place
    for h in problem.accumulated_initial_state:
        q = h.quantity
        if q.per is not None and (q.per.coin or q.per.head == GENERAL_COIN):
            return _refuse(q, "the story tells a coin's worth itself: the pack's value is not assumed")
        if _is_coin(q) and (h.than or h.direction or h.than_unit is not None):
            return _refuse(
                q, "coins compared with another amount: the coins of one kind are not all the money"
            )
    for o in problem.accumulated_operations:
        if _is_coin(o.quantity) and o.compared is not None:
            return _refuse(o.quantity, "coins moved as compared with another move: not valued")
    grouped = tuple(t.quantity for t in problem.group_totals) + tuple(p.part for p in problem.state_parts)
    grouped += tuple(p.whole for p in problem.state_parts)
    for q in grouped:
        if _is_coin(q) or _is_money(q):
            return _refuse(q, "money or coins told as a group's total or a part: not valued by kind")
    unheld = _coins_not_held(problem)
    if unheld is not None:
        return unheld
    if problem.equal_counts:
        e = problem.equal_counts[0]
        return refuse(
            "unit_mismatch",
            "equal counts beside coins are not valued",
            e.sentence_index,
            e.token_index,
            e.text,
        )
    for q in _quantities(problem):
        unit = q.unit
        if unit is None:
            continue
        if unit.head == GENERAL_COIN:
            return _refuse(q, "coins whose kinds are not told: their worth is not known")
        sense = lexicon.lookup(unit.head)
        if not unit.dimension and sense is not None and sense.entry.category in MONEY_THINGS:
            return _refuse(q, f"'{unit.describe()}' are counted money of a worth not told")
        if not unit.coin:
            continue
        if unit.modifiers or coin_worth(unit, lexicon) is None:
            return _refuse(q, f"'{unit.describe()}' is not a coin whose worth the pack gives")
        why = _unplain(q)
        if why:
            return _refuse(q, why)
    return None


def _money_for_money(
    problem: ProblemReadingState, lexicon: Lexicon, sentences: tuple[Sentence, ...]
) -> ReaderRefusal | None:
    """Coins or money moved 'for' money: a trade of money for money, whose return no move holds (ADR 0284).

    "She traded 4 quarters for a dollar bill", "exchanged 4 quarters for a dollar", "paid $1 for 4
    quarters": the move is read as the coins leaving, and the money that comes back is dropped. The
    object of a 'for' after the moved amount, up to the end of its clause, that names money (a coin, a
    money or price noun, a money unit, a currency sign) refuses; "4 quarters for chips" is still read.
    """
    for o in problem.accumulated_operations:
        q = o.quantity
        if not (_is_coin(q) or _is_money(q)) or q.sentence_index >= len(sentences):
            continue
        words = sentence_words(sentences[q.sentence_index], lexicon)
        after = False
        for i in range(q.token_index + 1, len(words)):
            word = words[i]
            if word is not None and word.category in CLAUSE_ENDS:
                after = False
            elif word is not None and word.lemma == "for":
                after = True
            elif (
                after
                and word is not None
                and (
                    word.category in MONEY_WORDS
                    or (word.category == "unit_noun" and word.attr("dimension") == "money")
                )
            ):
                return _refuse(
                    q, f"'{q.text}' moved for money ('{word.text}'): the money that comes back is not read"
                )
    return None


def _coin_named_in_question(
    target: QuestionTarget, lexicon: Lexicon, sentences: tuple[Sentence, ...]
) -> ReaderRefusal | None:
    """A coin named in the question other than right after its count ("6 quarters").

    "How many cents are the dimes worth?", "How much money do the quarters make?": the money asked is
    narrowed to one kind of coin, which a reading of all the money would silently drop.
    """
    if target.sentence_index >= len(sentences):
        return None
    sentence = sentences[target.sentence_index]
    words = sentence_words(sentence, lexicon)
    for i, word in enumerate(words):
        if word is None or word.category != "coin_noun":
            continue
        at = i - 1
        while at > 0 and words[at] is not None and words[at].category in BETWEEN:
            at -= 1  # "4 more quarters", "2 extra dimes"
        before = words[at] if at >= 0 else None
        if before is None or before.category not in COUNTS:
            return refuse(
                "unit_mismatch",
                "the question names a kind of coin that is no counted amount: the money asked may be only theirs",
                target.sentence_index,
                i,
                sentence.tokens[i].text,
            )
    return None


def _place_refusal(problem: ProblemReadingState, target: QuestionTarget) -> ReaderRefusal | None:
    """A question narrowed to one of the asked holder's places, when the story names another of them.

    "Karen has 32 quarters in her piggy bank and 10 dimes in her wallet. How much money does Karen have in
    her wallet?": a person's own places (ADR 0200) hold what the person holds, so the amounts are the
    person's, and valued as money they would be summed with no place left to tell them apart.
    """
    if not target.held_place:
        return None
    owners = tuple(f"{k}'s " for k in target.entities if k)
    places = {
        e.key for e in problem.entity_registry if e.kind == "thing" and e.key.startswith(owners or ("\0",))
    }
    if places <= {target.held_place}:
        return None
    return refuse(
        "unit_mismatch",
        f"the question asks the money in '{target.held_place}', and the story names another place of the holder",
        target.sentence_index,
        target.token_index,
        "",
    )


def _held_elsewhere(
    problem: ProblemReadingState, target: QuestionTarget, lexicon: Lexicon, sentences: tuple[Sentence, ...]
) -> ReaderRefusal | None:
    """A question narrowed to a place of the holder, when one of the holder's amounts was told elsewhere.

    "Leo has 3 quarters in his pocket and 2 dimes at home. How many cents does he have in his pocket?":
    valued as money every coin of the holder counts, so each must have been told in the place, in its own
    clause (ADR 0277); the check over the graph sees only the one merged amount.
    """
    if not target.held_place or not sentences:
        return None
    from reader.echoed_settings import held_in_place

    holders = {k for k in target.entities if k}
    for h in problem.accumulated_initial_state:
        q = h.quantity
        if h.entity not in holders or not (_is_coin(q) or _is_money(q)):
            continue
        if q.sentence_index >= len(sentences) or not held_in_place(
            sentences[q.sentence_index], q.token_index, target.held_place, lexicon
        ):
            return refuse(
                "unused_operator",
                f"'{target.held_place}' narrows the question to a place where the story did not set '{q.text}'",
                target.sentence_index,
                target.token_index,
                "",
            )
    return None


def _coins_not_held(problem: ProblemReadingState) -> ReaderRefusal | None:
    """A holder gives or spends coins of a kind they are not told to hold enough of then.

    "Tom had 3 quarters. He spent 5 dimes.": counted, the dimes' start is unknown; valued on one chain
    of money, the 5 dimes would silently come out of the quarters. Each holder's count of each kind is
    followed through the story (holdings set it, gains add, a gain of a kind not held starting from none
    as a story's opening gain does, ADR 0008; losses take away); a loss of more than is
    held, or of a kind not held by someone whose money was told before, refuses. A giver of whom no money
    was told before ("Her mom gives her 5 quarters") keeps an unknown start, as any giver does.
    """
    steps: list[tuple[tuple[int, int], int, str, str, QuantityRef]] = []
    for h in problem.accumulated_initial_state:
        q = h.quantity
        if q.per is None and (_is_coin(q) or _is_money(q)):
            order = (-1, 0) if h.timing == "before" else h.order
            steps.append((order, 0, h.entity, _kind(q), q))
    for o in problem.accumulated_operations:
        q = o.quantity
        if not (_is_coin(q) or _is_money(q)):
            continue
        steps.append((o.order, 1 if o.kind == "gain" else -1, o.actor, _kind(q), q))
        if o.kind == "transfer" and o.counterparty:
            steps.append((o.order, 1, o.counterparty, _kind(q), q))
    counts: dict[tuple[str, str], Fraction] = {}
    told: set[str] = set()
    for _, sign, holder, kind, q in sorted(steps, key=lambda s: (s[0], s[1])):
        if sign >= 0:
            told.add(holder)
        if kind == "money" or q.value is None:
            continue  # dollars and cents may be paid in any coins; unknown counts are checked elsewhere
        have = counts.get((holder, kind))
        if sign < 0 and (have is None and holder in told or have is not None and have < q.value):
            return _refuse(q, f"'{holder}' gives or spends more {kind}s than they are told to hold then")
        if sign == 0:
            counts[(holder, kind)] = q.value
        elif sign > 0 or have is not None:  # a gain of a new kind starts from none (ADR 0008)
            counts[(holder, kind)] = (have or Fraction(0)) + sign * q.value
    return None


def _names_coin(words: str, lexicon: Lexicon) -> bool:
    """Whether a name or place ("dime", "quarter jar") has a coin of the pack as a word."""
    for word in words.replace("'", " ").split():
        sense = lexicon.lookup(word)
        if sense is not None and sense.entry.category == "coin_noun":
            return True
    return False


def _quantities(problem: ProblemReadingState) -> tuple[QuantityRef, ...]:
    target = problem.unknown_target_slot
    asked = tuple(q for q in (target.given, target.goal, target.than_goal) if q is not None) if target else ()
    return (
        tuple(h.quantity for h in problem.accumulated_initial_state)
        + tuple(o.quantity for o in problem.accumulated_operations)
        + asked
    )


def _valued(q: QuantityRef, lexicon: Lexicon) -> QuantityRef:
    if not _is_coin(q):
        return q
    assert q.unit is not None and q.value is not None
    worth = coin_worth(q.unit, lexicon)
    assert worth is not None
    return replace(q, value=q.value * worth, unit=DOLLAR)


def _kind(q: QuantityRef) -> str:
    """The kind of money an amount is told in: a coin's lemma, or "money" for dollars, cents and the like."""
    assert q.unit is not None
    return q.unit.head if q.unit.coin else "money"


def _merged_holdings(
    problem: ProblemReadingState, holdings: tuple[Holding, ...], ops: tuple[Operation, ...]
) -> tuple[Holding, ...] | ReaderRefusal:
    """One holding of the whole money for each holder whose money is told in two or more kinds."""
    kinds: dict[str, set[str]] = {}
    for h in problem.accumulated_initial_state:
        if h.quantity.per is None and (_is_coin(h.quantity) or _is_money(h.quantity)):
            kinds.setdefault(h.entity, set()).add(_kind(h.quantity))
    for o in problem.accumulated_operations:
        if _is_coin(o.quantity) or _is_money(o.quantity):
            for holder in {o.actor, o.counterparty} - {""}:
                kinds.setdefault(holder, set()).add(_kind(o.quantity))
    priced = any(h.quantity.per is not None and _is_money(h.quantity) for h in holdings)
    kept = list(holdings)
    for holder, told in kinds.items():
        if len(told) < 2 and not (priced and told != {"money"}):
            continue
        mine = [
            i
            for i, h in enumerate(kept)
            if h.entity == holder and h.quantity.per is None and _is_money(h.quantity)
        ]
        if not mine:
            continue
        first = kept[mine[0]]
        moved = [o.order for o in ops if holder in (o.actor, o.counterparty, o.doer)]
        for i in mine:
            h = kept[i]
            if h.order[0] != first.order[0] or h.timing == "before" or any(m <= h.order for m in moved):
                return _refuse(
                    h.quantity,
                    "money told in several kinds, and an amount of one kind held at another point: the"
                    " other kinds then are not said",
                )
            if h.than or h.direction or h.quantity.times is not None or h.quantity.share is not None:
                return _refuse(h.quantity, "money told in several kinds beside a compared amount: not summed")
        if len(mine) < 2:
            continue
        parts = [kept[i].quantity for i in mine]
        total = sum((q.value * q.unit.factor for q in parts if q.value is not None and q.unit), Fraction(0))
        if len({q.time for q in parts}) > 1:
            return _refuse(first.quantity, "money told in several kinds at different times: not summed")
        if any(q.value is None for q in parts):
            return _refuse(first.quantity, "money told in several kinds, one of them not told: not summed")
        tokens = tuple(sorted({t for q in parts for t in q.number_tokens}))
        whole = replace(first.quantity, value=total, unit=DOLLAR, number_tokens=tokens)
        kept[mine[0]] = replace(first, quantity=whole)
        for i in reversed(mine[1:]):
            del kept[i]
    return tuple(kept)


def coins_as_money(
    problem: ProblemReadingState, lexicon: Lexicon, sentences: tuple[Sentence, ...] = ()
) -> ProblemReadingState | ReaderRefusal:
    """The story with every counted coin read as the dollars it is worth, when the question asks money.

    Returns the problem unchanged when the question does not ask money or no coin is counted; a refusal
    when valuing the coins would not be sound (see the module docstring).
    """
    target = problem.unknown_target_slot
    if not asks_money(target) or not any(_is_coin(q) for q in _quantities(problem)):
        return problem
    assert target is not None and target.unit is not None
    story = (
        _story_refusal(problem, lexicon)
        or _money_for_money(problem, lexicon, sentences)
        or _coin_named_in_question(target, lexicon, sentences)
        or _held_elsewhere(problem, target, lexicon, sentences)
    )
    if story is not None:
        return story
    if target.unit.head == "money":
        for q in _quantities(problem):
            if _is_money(q) and q.unit is not None and q.unit.factor != 1:
                return _refuse(
                    q,
                    "coins are valued in dollars, money is told in another unit too, and the question"
                    " names no unit for the answer",
                )
    holdings = tuple(
        replace(h, quantity=_valued(h.quantity, lexicon)) for h in problem.accumulated_initial_state
    )
    ops = tuple(replace(o, quantity=_valued(o.quantity, lexicon)) for o in problem.accumulated_operations)
    merged = _merged_holdings(problem, holdings, ops)
    if isinstance(merged, ReaderRefusal):
        return merged
    return replace(problem, accumulated_initial_state=merged, accumulated_operations=ops)


def whole_cents(value: Fraction, factor: Fraction, q: QuestionTarget) -> ReaderRefusal | None:
    """Coins are worth whole cents, so an answer that is not ("5 dimes shared among 3") refuses."""
    if (value * factor * 100).denominator == 1:
        return None
    return refuse(
        "unit_mismatch",
        "coins were valued, and the asked money is not a whole number of cents",
        q.sentence_index,
        q.token_index,
        "",
    )
