"""Doers that may be several: whose share of a rate is unsaid (ADR 0353).

"The kids get $10 a week. How much do they get in 6 weeks?" reads the rate for a plural noun as if
it were one doer's. But $10 a week may be what each kid gets or what the kids get between them, and
"in 6 weeks" then asks for one kid's amount or for all of theirs; nothing in the text says which.
"Tom and Ann get $10 a week" already refuses for the same reason; a plural noun (or 'they' for one)
is no different from a list of names. So a question that scales a rate over a period refuses when
its doer is plural, whatever the noun.

The same holds for one doer who works with several tools: "Ann has 3 ovens. It takes her 30 minutes
to bake a cake." says how long one cake takes, but not whether the ovens bake at once, so the time
for 4 cakes is not determined. `tools_in_parallel` finds, in the sentences before a question about
a time, a count of things the doer holds that the text also names as what the act is done with or
in, or any count of a kind of thing the pack knows works (a machine or an appliance).
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import EntityRef

DOER_KINDS = frozenset({"person", "group", "thing"})


def several_askers(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal for a scaled question whose person or thing asked of is plural, else None.

    Runs after ADR 0311's check, which names the plural word when the story told only one of the kind.
    """
    target = problem.unknown_target_slot
    if target is None or target.kind != "scaled" or target.given is None:
        return None
    key = target.asker or target.asked_thing
    entity = next((e for e in problem.entity_registry if e.key == key), None)
    if entity is None or not several_doers(entity):
        return None
    given = target.given
    return refuse(
        "unsupported_operation",
        f"an amount over a period asked of '{entity.label}', which are several: "
        "each one's, or all of theirs together, is not told",
        given.sentence_index,
        given.token_index,
        given.text,
    )


def several_doers(subject: EntityRef) -> bool:
    """A plural doer with no listed members: "the kids", "they" for the kids, "the machines".

    The unnamed 'they' of a story that names nobody is left to its own check, which refuses its rates
    over time (ADR 0160).
    """
    from reader.unnamed import is_unnamed

    return (
        subject.kind in DOER_KINDS
        and subject.number == "plural"
        and not subject.members
        and not is_unnamed(subject.key)
    )


def tools_in_parallel(graph) -> ReaderRefusal | None:
    """A refusal when a time per thing is scaled while the story counts other things, else None.

    "Ann has 3 ovens. It takes her 30 minutes to bake a cake. How long does it take her to bake 4
    cakes?": the ovens may bake at once, so 4 cakes may take 30 minutes, 60 or 120. The pack does not
    say which nouns are tools or machines, and any counted thing (helpers, pans, ovens) may share the
    work; so a time per thing is scaled only when no other count of things (more than one, or an
    unknown number of them) was read in the story.
    """
    q = graph.question
    given = q.given
    if given is None or given.unit is None:
        return None
    per_thing = [r for r in graph.rates if r.unit_key == "dim:time" and not r.per_key.startswith("dim:")]
    if not per_thing:
        return None
    rated = {r.per_key for r in per_thing} | {given.unit.head}
    for e in graph.events:
        if e.unit_key.startswith("dim:") or e.unit_key.split("+")[0] in rated:
            continue
        if e.value is None or e.value * e.times > 1:
            return refuse(
                "underdetermined",
                f"a time per thing scaled while {e.text} {e.unit_key} are counted: "
                "they may work at once, so the time is not determined",
                e.sentence_index,
                e.token_index,
                e.text,
            )
    return None
