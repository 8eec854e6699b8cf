"""'More' with no 'than' said of a holder's first move, after someone else's move (ADR 0160).

"Tom sold 3 apples. He sold 5 more apples." adds 5 to Tom's own sales: 'more' beside an amount
says "in addition" (ADR 0108, 0112). But "Ann sold 3 apples. Tom sold 5 more apples." has no
earlier sale of Tom's to add to: the 'more' may compare Tom's sale with Ann's (8 apples, as
"5 more than Ann") or only say that more apples were sold (5). Reading it as Tom's 5 gave a wrong
answer whenever the comparison was meant.

So a known amount moved with 'more' (an operation marked ``fresh``) none of whose parties has an
earlier holding or move of that kind refuses when another holder moved that kind before (with any
verb: "Rex picked 5 plums. Lia ate 2 more plums."), or another person held a stated amount of that kind before and the
move's holder is a person too ("Ann has 4 pens. Tom bought 3 more pens.": Tom's own earlier pens,
or 3 more than Ann's?). A place's holding ("A jar has 12 liters. Kim adds 3.5 liters more.") is
where the move goes, not an amount compared with. The kinds compared are the unit's head noun ("red apples" and "apples" are one kind), or a measure's
dimension ("Ava ran for 2 hours. Ben ran for 30 minutes more.", ADR 0183); a
holder with a move of its own before ("Tom sold 3. Ann sold 4. Tom sold 5 more.") reads as before.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.values import Operation, QuantityRef


def _head(q: QuantityRef) -> str:
    """The kind compared: the head noun, or for a measure its dimension ("2 hours", "30 minutes more")."""
    if q.unit is None:
        return ""
    return f"dim:{q.unit.dimension}" if q.unit.dimension else q.unit.head


def _parties(op: Operation) -> set[str]:
    return {p for p in (op.actor, op.counterparty, op.doer) if p}


def _compared_elsewhere(problem: ProblemReadingState, op: Operation) -> str | None:
    """Whose earlier amount 'more' may be measured from: another's holding or move of the kind, when
    ``op``'s parties had none of their own."""
    head = _head(op.quantity)
    mine = _parties(op)
    held = [h for h in problem.accumulated_initial_state if h.order < op.order and _head(h.quantity) == head]
    earlier = [o for o in problem.accumulated_operations if o.order < op.order and _head(o.quantity) == head]
    other_party = _other_party(op, earlier)
    if other_party is not None:
        return other_party
    if any(h.entity in mine for h in held):
        return None
    if any(_parties(o) & mine for o in earlier):
        return None
    people = {e.key for e in problem.entity_registry if e.kind == "person"}
    # a stated amount, or a rate ("Maria drives at 50 mph for 3 hours. Tom drives 20 miles more.", ADR 0311)
    owners = [h.entity for h in held if h.quantity.value is not None and h.entity in people]
    if owners and op.actor in people:
        return owners[0]  # "Ann has 4 pens. Tom bought 3 more pens.": more than Ann's?
    other = next(iter(earlier), None)  # "Rex picked 5 plums. Lia ate 2 more plums.": more than Rex's?
    return None if other is None else (other.doer or other.actor)


def _doer(o: Operation) -> str:
    return o.doer or o.actor


def _receiver(o: Operation) -> str:
    """The move's other party: the counterparty of a transfer (whichever side the doer is on)."""
    if o.kind != "transfer" or not o.counterparty:
        return ""
    return o.counterparty if o.counterparty != _doer(o) else o.actor


def _other_party(op: Operation, earlier: list[Operation]) -> str | None:
    """Whose move 'more' may be measured from when a gift's two parties tell it apart (ADR 0370).

    "Ann gave Bob 5 pens. She gave Matt 3 more pens.": the giver gave before, but to another; 3 more may be in
    addition, or 3 more than Bob got (8 to Matt). "Bob gave her 5 pens. Matt gave her 3 more pens.": she got
    some before, but from another; 3 more than Bob gave? A move between the same two parties before ("She gave
    Matt 5 pens. She gave Matt 3 more.") is added to, and so is one with no other party.
    """
    receiver = _receiver(op)
    if not receiver or op.verb.category != "verb_give":
        return None  # "got 8 from his uncle and 4 more from a shop": the getter's own gains add up
    doer = _doer(op)
    same_verb = [
        o
        for o in earlier
        if o.kind == "transfer" and o.verb.lemma == op.verb.lemma and o.order[0] != op.order[0]
    ]  # "gave Joe 4 and Kay 2 more" in one sentence is left to the clause readings
    if any({_doer(o), _receiver(o)} == {doer, receiver} for o in same_verb):
        return None
    for o in same_verb:
        if _doer(o) == doer and _receiver(o) not in ("", receiver):
            return _receiver(o)  # the same giver, another receiver
        if _receiver(o) == receiver and _doer(o) not in ("", doer):
            return _doer(o)  # the same receiver, another giver
    return None


def check(problem: ProblemReadingState) -> ReaderRefusal | None:
    """A refusal for the first 'more' move that may be compared with another holder's, else None."""
    for op in problem.accumulated_operations:
        if op.fresh is not True or op.quantity.value is None or op.compared is not None:
            continue
        other = _compared_elsewhere(problem, op)
        if other is not None:
            q = op.quantity
            return refuse(
                "ambiguous_unit",
                f"'{q.text} more' with no 'than' after {other}'s amount: in addition, or more than {other}'s?",
                q.sentence_index,
                q.token_index,
                q.text,
            )
    return None


GIVE_CATEGORIES = frozenset({"verb_give"})
LONE_PRONOUNS = frozenset({"him", "her", "them", "it", "me", "us", "you"})


def _told_receiver(words, sentence, verb_at: int, amount_at: int) -> tuple[str, ...]:
    """The receiver's words of "gave Matt 3 more" (between the verb and the amount) or "gave 3 more ... to Matt"."""
    between = tuple(sentence.tokens[i].text.casefold() for i in range(verb_at + 1, amount_at))
    if between:
        return between
    to = next(
        (
            i
            for i in range(amount_at, len(words))
            if words[i] is not None and words[i].category == "prep_recipient"
        ),
        None,
    )
    if to is None:
        return ()
    after = []
    for i in range(to + 1, len(words)):
        w = words[i]
        if w is not None and w.category in (
            "conjunction",
            "prep_in",
            "prep_price",
            "prep_for",
            "prep_source",
        ):
            break
        after.append(sentence.tokens[i].text.casefold())
    return tuple(after)


def more_to_another_receiver(sentences, _problem: ProblemReadingState, lexicon) -> ReaderRefusal | None:
    """ "Ann gave Bob 5 pens. She gave Matt 3 more pens.": a gift told with 'more' and no 'than' to a receiver
    the earlier gift of that verb did not name: in addition, or more than Bob got? (ADR 0370)

    The same refusal as ``_other_party`` for a receiver the reading keeps no party of (an unknown name is read
    as a dropped phrase), so it is told from the words: a lone pronoun ("She gave him 3 more") points back to
    the receiver named before and is left alone, as is a gift with no receiver told.
    """
    from reader.lifecycle import sentence_words

    looked = [sentence_words(s, lexicon) for s in sentences]
    for si, sentence in enumerate(sentences):
        if sentence.is_question:
            continue
        words = looked[si]
        if any(w is not None and w.category == "than_marker" for w in words):
            continue
        for at, word in enumerate(words):
            if word is None or word.category not in GIVE_CATEGORIES:
                continue
            amount = next(
                (
                    i
                    for i in range(at + 1, len(words))
                    if words[i] is not None
                    and words[i].category in ("number", "number_word")
                    and i + 1 < len(words)
                    and words[i + 1] is not None
                    and words[i + 1].category == "comparative"
                ),
                None,
            )
            if amount is None or amount - at > 4:
                continue
            receiver = _told_receiver(words, sentence, at, amount)
            if not receiver or (len(receiver) == 1 and receiver[0] in LONE_PRONOUNS):
                continue
            before = [
                sj
                for sj in range(si)
                if not sentences[sj].is_question
                and any(
                    w is not None and w.category in GIVE_CATEGORIES and w.lemma == word.lemma
                    for w in looked[sj]
                )
            ]
            if not before:
                continue
            told = {t.text.casefold() for sj in before for t in sentences[sj].tokens}
            if set(receiver) - {"the", "a", "an", "her", "his", "their", "my"} <= told:
                continue  # the same receiver as the gift before: 'more' adds to it
            q = sentence.tokens[amount].text
            return refuse(
                "ambiguous_unit",
                f"'{q} more' given to another receiver than before, with no 'than': in addition, or more than"
                " the earlier receiver got?",
                si,
                amount,
                q,
            )
    return None
