"""A wide noun that may or may not count another noun the holder has (ADR 0155).

"Ann had 12 flowers. She picked 3 roses. How many flowers does Ann have now?": roses are flowers,
but the lexicon keeps "rose" out of the kinds (it is also a first name), so the two nouns were two
chains and the answer was 12. Some nouns name a use or a role rather than a family in the kind
tree: a pet, a toy, a flower, a member, a student, an item. The lexicon marks them with ``covers``:

- ``covers: any``: any counted thing may be one ("items", "gifts");
- ``covers: K``: a thing whose kind chain reaches K ("pets" cover animals, "members" persons),
  and a thing whose kind the lexicon does not say ("roses", "dolls"), except for persons: every
  person noun has a kind (``lexicon_kinds``), so an unplaced noun is no person. ``K`` may be the
  noun itself ("flowers": only its own kinds and the unplaced ones).

A noun that holds the asked one by a rate ("each class has 20 students") is a container, not a kind.

When the question asks such a noun at a holder who also moved another noun it may cover,
the total is unknown (are the 3 roses among the flowers?), and so is the count of the narrower
noun when the wide one changed or the narrower one was never held as such. Both refuse
``ambiguous_unit``. The same holds when the asked noun itself was only gained or lost, never held
("12 dogs ... bought 3 pets. How many pets?": are the dogs pets?), when a role noun that is always
inside the asked kind moved ("12 animals ... bought 3 pets": pets are animals; ADR 0159), and when
a narrower kind is asked beside a held wider kind ("40 animals ... got 10 lions. How many lions?").
Nouns known to lie outside ("apples" beside "pets") read as before, and so
do nouns only held side by side ("5 flowers and 3 bees"): a holding states its own count, and only
a change can have moved things of the one noun under the other.
"""

from __future__ import annotations

from collections.abc import Callable

from reader.graph import MathProblemGraph, unit_key
from reader.kinds import PERSON, KindOf, counted_unit, held_as, key_kind, kind_chain, stated_kind
from reader.refusals import ReaderRefusal, refuse

Covers = Callable[[str], str]  # a noun lemma -> its ``covers`` attribute ("" when none)

ANY = "any"


def lexicon_covers(lookup: Callable[[str], object]) -> Covers:
    """The ``covers`` attribute of a lemma's own entry (``lookup`` is ``Lexicon.lookup``)."""

    def covers(lemma: str) -> str:
        entry = getattr(lookup(lemma), "entry", None)
        if entry is None or entry.lemma != lemma:
            return ""
        return entry.attr("covers", "") or ""

    return covers


def may_cover(wide: str, narrow: str, kind_of: KindOf, covers: Covers) -> bool:
    """``narrow`` things may be counted among ``wide`` things, by the lexicon's ``covers`` mark."""
    reach = covers(wide)
    if not reach or wide == narrow:
        return False
    if reach == ANY:
        return True
    if narrow == reach or narrow in kind_chain(reach, kind_of):
        return True  # "animals" beside pets: the covered kind itself may be some of them
    chain = kind_chain(narrow, kind_of)
    if not chain:  # the lexicon says nothing of it; every person noun is placed, so it is no person
        return reach != PERSON
    return reach in chain


def inside_asked(wide: str, role: str, kind_of: KindOf, covers: Covers) -> bool:
    """Every ``role`` thing is a ``wide`` thing: pets are animals, so pets are creatures too."""
    reach = covers(role)
    if not reach or reach == ANY or role == wide:
        return False
    return reach == wide or wide in kind_chain(reach, kind_of)


def umbrella_overlap(graph: MathProblemGraph, kind_of: KindOf, covers: Covers) -> ReaderRefusal | None:
    """Refuse a question whose counted noun and another noun at the asked holder may overlap."""
    q = graph.question
    if q.unit is None or q.unit.dimension:
        return None
    holders = {k for k in q.entities if k}
    here = [e for e in graph.events if not holders or e.holder in holders]
    counted = {e.unit_key for e in here if counted_unit(graph, e.unit_key)}

    def kind(key: str) -> str:  # "piece+of:fruit" counts fruits (ADR 0331)
        return key_kind(key, kind_of)

    for asked in (q.unit, q.than_unit):
        if asked is None or asked.dimension:
            continue
        head = stated_kind(asked, kind_of)
        own = [e for e in here if kind(e.unit_key) == head]
        # "has 5 roses. She picks 3 flowers. How many flowers?": only gained, the asked kind may take in
        # what was held of another (ADR 0158)
        unheld = any(e.kind == "change" for e in own) and not any(e.kind == "hold" for e in own)
        holding = {r.per_key for r in graph.rates if kind(r.unit_key) == head}  # "each class has 20"
        # "6 roses and 9 tulips ... gave 5 flowers": the kinds summed under the asked one (ADR 0263)
        summed = (
            set(graph.question_units)
            if asked is q.unit and {asked.head, unit_key(asked)} & set(graph.aggregates)
            else set()
        )
        for key in sorted(counted - holding - summed):
            other = kind(key)
            if other == head:
                continue
            moved = any(e.kind == "change" for e in here if e.unit_key == key)
            if not own and held_as(other, head, kind_of):
                continue  # "3 dogs and 2 cats ... sold 2 cats. How many pets?": known pets (ADR 0331)
            if (moved or unheld) and may_cover(
                head, other, kind_of, covers
            ):  # "12 flowers ... picked 3 roses"
                return _refused(q, f"'{other}' may or may not be counted among the '{head}' asked")
            wider = other in kind_chain(head, kind_of)  # "40 animals ... got 10 lions. How many lions?"
            if (moved or unheld) and (
                wider or may_cover(other, head, kind_of, covers)
            ):  # roses after flowers
                return _refused(q, f"some of the '{other}' may be '{head}', and how many is unsaid")
            if (moved or unheld) and inside_asked(head, other, kind_of, covers):  # "12 animals ... 3 pets"
                return _refused(q, f"the '{other}' are '{head}' too; whether they were counted is unsaid")
    return None


def _refused(q, detail: str) -> ReaderRefusal:
    return refuse("ambiguous_unit", detail, q.sentence_index, q.token_index, "")
