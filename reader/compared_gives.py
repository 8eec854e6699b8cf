"""A gift stated from another gift of the same giver (ADR 0362).

"Amy gave Thad 3 more pens than she gave to Ada": the compared move
rule (ADR 0150) compares one doer's move with another doer's, so a 'than'
that names the giver again reached it as "the same doer" and refused. Here
the other side is the same giver's gift to another recipient: the gift to
Thad is the gift to Ada plus 3, and the gift to Ada is the one move
of that giver, verb and unit whose receiver is Ada, told anywhere in the
story (``resolve_compared`` finds it, or refuses when it is never told or
told twice).

The shape is strict: a give verb, its receiver named right after it
("gave Thad ...", "gave his son ..."), an amount with 'N more/fewer ...
than' or 'K times as many ... as', then the giver again as a pronoun or
name, the verb repeated ('gave', 'did') and 'to' with one person. Any other
shape (a receiver before 'than' with 'to', no receiver at all, another
giver after 'than', a group) is left to the old rules, which refuse.
"""

from __future__ import annotations

from dataclasses import replace

from reader.frames import Clause
from reader.values import STAND_IN, EntityRef, QuantityRef, VerbRef


def same_giver(
    clause: Clause, subject: EntityRef, verb: VerbRef, q: QuantityRef
) -> tuple[str, Clause] | None:
    """The other gift's receiver and the clause read as the gift itself, or None when not this shape."""
    body = clause.body
    if verb.category != "verb_give" or not _one_person(subject):
        return None
    other = body.recipient
    if other is None or not _one_person(other) or other.key == subject.key:
        return None  # "than he gave to the shelter", "to his friends" (each, or all?): one person only
    stand_ins = [m for m in body.markers if m.category == STAND_IN]
    thans = [m for m in body.markers if m.category in ("than_marker", "as_marker")]
    if len(stand_ins) != 1 or not thans or stand_ins[0].token_index < max(m.token_index for m in thans):
        return None  # the giver's verb must stand repeated after 'than' ("than he gave", "than she did")
    objects = body.objects
    if not objects or objects[-1].key != subject.key:
        return None  # "than Ada gave to Cal": another giver, which the old rule refuses
    before = objects[:-1]
    dropped = body.dropped_objects
    if len(before) == 1 and not dropped:
        receiver = before[0]
        if not _one_person(receiver) or receiver.key in (subject.key, other.key):
            return None
        plain = replace(body, objects=(receiver,), recipient=None)
    elif not before and len(dropped) == 1:
        named = dropped[0]
        if named.indefinite or named.intended or named.unit.modifiers or named.closed_at != q.token_index:
            return None  # "gave Thad 3 ...": one name right before the amount, nothing else
        if named.unit.head == other.key:
            return None
        plain = replace(body, objects=(), recipient=None)
    else:
        return None
    return other.key, replace(clause, body=plain)


def _one_person(entity: EntityRef) -> bool:
    return entity.kind == "person" and not entity.members and entity.number == "singular"
