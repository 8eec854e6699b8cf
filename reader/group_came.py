"""A group of N people: who pays, how many vans they need, what each gets (ADR 0236).

"At a <place> each adult meal costs $A and kids eat free. If a group of G people came in and K
were kids, ..." The group is a collection noun: "a group of
12 people" is 12 people (ADR 0205's `members`). Adults and kids split any group of people (the pack's
person nouns marked `stage: adult` / `stage: child`, nothing narrower: 7 boys would leave the girls
untold), so the group less its kids are its adults, and only they pay. Kids' meals cost nothing
only when the story says so with a word priced at zero ('free', `price: zero`); a story that says
nothing of their meals, or prices them otherwise, is not this reading's.

"Omar's club is going on a field trip to the museum. If each car can hold 3 people and there are 4
students and 5 adults going, how many cars will they need?" Students and adults are people, so the
people going are their sum; the vans needed are that sum over the room in one, rounded up as ADR
0208 rounds a capacity asked with 'need'. The capacity must be stated in people (the sum's own
unit), each kind summed must be a person noun, and an opening sentence may only set the scene:
no number, no second clause, someone going somewhere.

"A group of 4 friends went into a cafe. The cook already had 5 pancakes cooked but cooked 7 more
for the group. If they each got the same amount how many would each person get?" The food made
for the group (what was already made and the same making again, "for the group" or "for them") is
shared by its N members; a share that is not whole is not this reading's.

The sentence reader refuses all three ('a number after of', a copula as a second verb); this reading is
tried after that refusal and gives up (the first refusal stands) on any word or shape it does not take.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.doer_tallies import DoerChanges, Tally, doer_answer, whole_count
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none, plain_words

Words = tuple[Word, ...]


def read_group_came(text: str, lexicon: Lexicon) -> Answer | None:
    """The cost of a group's meals with its kids free, or the vans its people need; else None."""
    try:  # a sentence shorter than the shape runs off its end: not this shape
        return or_none(_read, text, lexicon)
    except (IndexError, ValueError):  # a sentence too short to unpack the shape from
        return None


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    sentences = split_sentences(text)
    if len(sentences) > 3 or not sentences[-1].is_question:
        return None
    if any(s.is_question for s in sentences[:-1]):
        return None
    told = [plain_words(s, lexicon) for s in sentences]
    if len(told) == 2 and _priced_meal(told[0]) is not None:
        return _free_kids(told)
    if len(told) == 3 and told[0] and _is(told[0][0], "article", "a", "an"):
        return _shared_by_group(told)
    return _vans(told)


def _is(word: Word, category: str, *lemmas: str) -> bool:
    return word.category == category and (not lemmas or word.lemma.casefold() in lemmas)


def _stage(word: Word) -> str:
    return word.attr("stage") if word.category == "person_noun" else ""


def _priced_meal(words: Words) -> tuple[Word, Word, Fraction, Word, Word, Word] | None:
    """ "[At a restaurant] each adult meal costs $3 and kids eat free": payer, meal, price, free kind, verb."""
    at = 0
    if len(words) > 3 and _is(words[0], "prep_price", "at") and _is(words[1], "article"):
        at = 2
        while at < len(words) and words[at].category == "noun":
            at += 1  # "At a restaurant", "At a pizza place"
        at = at if at > 2 else 0
        if at and words[at].attr("mark") == "comma":
            at += 1
    rest = words[at:]
    if len(rest) != 9 or not _is(rest[0], "distributive", "each"):
        return None
    payer, meal, costs, price, conj, free_kind, verb, free = rest[1:]
    if not _stage(payer) or meal.category != "noun" or "NN" not in meal.tags:
        return None
    if not _is(costs, "verb_cost") or "VBZ" not in costs.tags:
        return None
    shape = price.shape
    if price.category != "number" or shape is None or shape.primitive != "currency" or shape.value <= 0:
        return None
    if not _is(conj, "conjunction", "and") or "NNS" not in free_kind.tags:
        return None
    if _stage(free_kind) in ("", _stage(payer)):
        return None  # "adults eat free" beside an adult's price; "boys eat free" leaves the girls untold
    if not verb.category.startswith("verb") or "VB" not in verb.tags or free.attr("price") != "zero":
        return None
    return payer, meal, Fraction(shape.value), free_kind, verb, price


def _group(words: Words, at: int, must_be_people: bool = True) -> tuple[Fraction, Word, int]:
    """ "a group of 12 people": the count, the group word and where it ends; Unread otherwise.

    ``must_be_people``: the members must be "people" (a group split into adults and kids); else any plural
    person noun ("a group of 3 friends")."""
    if at + 5 > len(words) or not _is(words[at], "article", "a", "an"):
        raise Unread
    group, of, count, people = words[at + 1 : at + 5]
    if group.attr("members") != "yes" or not _is(of, "prep_of"):
        raise Unread
    if people.category != "person_noun" or "NNS" not in people.tags:
        raise Unread
    if must_be_people and people.lemma.casefold() != "person":
        raise Unread  # "a group of 12 boys" is no group of any people
    return whole_count(count), count, at + 5


def _free_kids(told: list[Words]) -> Answer:
    found = _priced_meal(told[0])
    assert found is not None
    payer, meal, price, free_kind, verb, price_word = found
    words = told[1]
    if not words or not _is(words[0], "subordinator", "if"):
        raise Unread
    size, size_word, at = _group(words, 1)
    came = words[at]
    if not came.attr("motion") or "VBD" not in came.tags:  # "came in", "arrived", "walked in"
        raise Unread
    at += 1
    if words[at].category == "prep_in":
        at += 1  # "came in"
    if at + 5 > len(words) or not _is(words[at], "conjunction", "and"):
        raise Unread
    kids, were, kind, comma = words[at + 1 : at + 5]
    free = whole_count(kids)
    if (
        not _is(were, "copula")
        or kind.lemma.casefold() != free_kind.lemma.casefold()
        or "NNS" not in kind.tags
    ):
        raise Unread
    if comma.attr("mark") != "comma":
        raise Unread
    _cost_question(words[at + 5 :], verb)
    if free > size:
        raise Unread  # more kids than people in the group
    paying = size - free
    value = paying * price
    unit = price_word.shape.unit if price_word.shape is not None else "dollar"
    steps = (
        f"a group of {fmt(size)} people with {fmt(free)} {kind.text}: {kind.text} {verb.text} free",
        f"{fmt(size)} - {fmt(free)} = {fmt(paying)} {payer.text}s pay",
        f"{fmt(paying)} x {fmt(price)} {unit} for each {payer.text} {meal.text} = {fmt(value)} {unit}",
    )
    changes = DoerChanges(f"{unit}+pay", f"{unit} (paid for {meal.text}s)", unit, "verb_cost", "cost")
    tallies = (Tally(value, 1, size_word.index, f"{fmt(paying)} {meal.text}s"),)
    where = (1, words[at + 5].index)
    group = words[2]
    return doer_answer(
        group, changes, tallies, where, (value, steps), ((1, kids.index), (0, price_word.index))
    )


def _cost_question(rest: Words, verb: Word) -> None:
    """ "how much would it cost for the group|them to eat" (the meal's own verb); Unread otherwise."""
    if len(rest) not in (9, 10) or not _is(rest[0], "question_word", "how"):
        raise Unread
    if not _is(rest[1], "question_quantity", "much") or rest[2].text.casefold() not in (
        "would",
        "will",
        "does",
    ):
        raise Unread
    if rest[3].text.casefold() != "it" or not _is(rest[4], "verb_cost") or rest[5].text.casefold() != "for":
        raise Unread
    at = 6
    if rest[at].text.casefold() == "the" and rest[at + 1].attr("members") == "yes":
        at += 2
    elif rest[at].text.casefold() == "them":
        at += 1
    else:
        raise Unread
    if at + 2 != len(rest) or rest[at].text.casefold() != "to":
        raise Unread
    if rest[at + 1].lemma.casefold() != verb.lemma.casefold() or "VB" not in rest[at + 1].tags:
        raise Unread


def _shared_by_group(told: list[Words]) -> Answer:
    """ "A group of 4 friends went into a cafe. The cook already had 5 pancakes cooked but cooked
    7 more for the group. If they each got the same amount how many would each person get?"."""
    first, made, asked = told
    size, size_word, at = _group(first, 0, must_be_people=False)
    members = first[at - 1].lemma.casefold()  # "friends"
    if at >= len(first) or not first[at].attr("motion") or "VBD" not in first[at].tags:
        raise Unread  # "went into a restaurant"
    for w in first[at + 1 :]:
        if w.category not in ("article", "noun", "prep_recipient", "prep_in"):
            raise Unread  # the rest of the opening is only where they went
    if (
        len(made) < 12 or not _is(made[0], "article", "the") or "NN" not in made[1].tags
    ):  # "The chef", "The cook"
        raise Unread
    at = 2
    if _is(made[at], "time_marker", "already"):
        at += 1
    if not _is(made[at], "verb_possess", "have") or "VBD" not in made[at].tags:
        raise Unread
    had, had_word = whole_count(made[at + 1]), made[at + 1]
    at += 2
    things_at = at
    while at < len(made) and made[at].category == "noun":
        at += 1
    if at == things_at or "NNS" not in made[at - 1].tags:
        raise Unread
    things = made[at - 1]
    done = made[at]
    if (
        done.category != "verb_produce"
        or "VBN" not in done.tags
        or not _is(made[at + 1], "contrast_marker", "but")
    ):
        raise Unread  # "had 6 chicken wings cooked but"
    again = made[at + 2]
    if again.lemma.casefold() != done.lemma.casefold() or "VBD" not in again.tags:
        raise Unread  # "but cooked 3 more": the same making
    more, more_word = whole_count(made[at + 3]), made[at + 3]
    if not _is(made[at + 4], "comparative", "more") or made[at + 5].text.casefold() != "for":
        raise Unread
    tail = made[at + 6 :]
    if not (
        (
            len(tail) == 2
            and _is(tail[0], "article", "the")
            and tail[1].lemma.casefold() == first[1].lemma.casefold()
        )
        or (len(tail) == 1 and tail[0].text.casefold() == "them")
    ):
        raise Unread  # made for the group, not for someone else
    _same_share_question(asked, members)
    total = had + more
    each = total / size
    if each.denominator != 1:
        raise Unread  # a share that is not whole: what is left over is not told
    name = " ".join(w.text for w in made[things_at:at])  # "chicken wings"
    steps = (
        f"{fmt(had)} + {fmt(more)} = {fmt(total)} {name} for the group",
        f"{fmt(total)} {name} / {fmt(size)} people = {fmt(each)} each",
    )
    unit = things.lemma.casefold()
    changes = DoerChanges(f"{unit}+share", f"{unit} (each one's share)", unit, "verb_gain", "get")
    tallies = (Tally(each, 1, had_word.index, f"{fmt(total)} {name} shared"),)
    where = (2, asked[0].index)
    return doer_answer(
        first[1], changes, tallies, where, (each, steps), ((0, size_word.index), (1, more_word.index))
    )


def _same_share_question(words: Words, members: str) -> None:
    """ "If they each got the same amount[,] how many would each person get"; Unread otherwise.

    The one asked about is a member of the group: its own noun or 'person', never another person
    ("each chef", "each boy" of a group of friends: ADR 0244)."""
    if len(words) < 12 or not _is(words[0], "subordinator", "if") or words[1].text.casefold() != "they":
        raise Unread
    at = 2
    if not _is(words[at], "distributive", "each"):
        raise Unread
    got = words[at + 1]
    if got.category != "verb_gain" or not _is(words[at + 2], "article", "the"):
        raise Unread
    if not _is(words[at + 3], "equality_marker", "same") or words[at + 4].lemma.casefold() not in (
        "amount",
        "number",
    ):
        raise Unread
    at += 5
    if words[at].attr("mark") == "comma":
        at += 1
    rest = words[at:]
    if (
        len(rest) != 6
        or not _is(rest[0], "question_word", "how")
        or not _is(rest[1], "question_quantity", "many")
    ):
        raise Unread
    if rest[2].text.casefold() not in ("would", "will", "did") or not _is(rest[3], "distributive", "each"):
        raise Unread
    if rest[4].category != "person_noun" or rest[5].lemma.casefold() != got.lemma.casefold():
        raise Unread
    if rest[4].lemma.casefold() not in (members, "person"):
        raise Unread  # "how many would each chef get": not one of the group


def _scene(words: Words) -> None:
    """An opening that only sets the scene: someone going somewhere, no number, no second clause."""
    for w in words:
        if w.category in ("number", "number_word", "conjunction", "subordinator", "punctuation", "negation"):
            raise Unread
        if w.category.startswith("verb") and not (w.lemma.casefold() == "go" and "VBG" in w.tags):
            raise Unread
    if not any(w.lemma.casefold() == "go" for w in words):
        raise Unread


def _vans(told: list[Words]) -> Answer:
    for words in told[:-1]:
        _scene(words)
    words = told[-1]
    if len(words) < 16 or not _is(words[0], "subordinator", "if"):
        raise Unread
    each, van, can, hold, room, people, conj, there, are = words[1:10]
    if not _is(each, "distributive", "each") or van.category != "noun" or "NN" not in van.tags:
        raise Unread
    if can.text.casefold() != "can" or hold.category != "verb_possess" or "VB" not in hold.tags:
        raise Unread
    capacity = whole_count(room)
    if not _is(people, "person_noun", "person") or "NNS" not in people.tags:
        raise Unread  # the room must be told in people, the unit the kinds are summed into
    if not _is(conj, "conjunction", "and") or not _is(there, "existential") or not _is(are, "copula"):
        raise Unread
    kinds: list[tuple[Fraction, Word, Word]] = []
    at = 10
    while True:
        count, kind = words[at], words[at + 1]
        if kind.category != "person_noun" or "NNS" not in kind.tags:
            raise Unread
        kinds.append((whole_count(count), kind, count))
        at += 2
        if _is(words[at], "conjunction", "and"):
            at += 1
            continue
        break
    if len({k.lemma.casefold() for _, k, _ in kinds}) != len(kinds):
        raise Unread  # one kind told twice: the same people or others?
    for n, (_, one, _) in enumerate(kinds):
        for _, other, _ in kinds[n + 1 :]:
            if kinds_overlap(one, other):
                raise Unread  # "5 children and 3 boys": are the boys among the children?
    if words[at].lemma.casefold() == "go" and "VBG" in words[at].tags:
        at += 1  # "going"
    if words[at].attr("mark") != "comma":
        raise Unread
    _need_question(words[at + 1 :], van)
    total = sum((n for n, _, _ in kinds), Fraction(0))
    exact = total / capacity
    vans = Fraction(-(-exact.numerator // exact.denominator))
    summed = " + ".join(f"{fmt(n)} {k.text}" for n, k, _ in kinds)
    steps = (
        f"{summed} = {fmt(total)} people going",
        f"{fmt(total)} people / {fmt(capacity)} in each {van.text} = {fmt(exact)}",
        f"rounded up, as every person needs a seat: {fmt(vans)} {van.text}s",
    )
    if vans == exact:
        steps = steps[:2] + (f"{fmt(vans)} {van.text}s needed",)
    changes = DoerChanges(f"{van.lemma}+need", f"{van.lemma} (needed)", van.lemma, "verb_need", "need")
    si = len(told) - 1
    tallies = (Tally(vans, si, room.index, f"{fmt(vans)} {van.text}s"),)
    where = (si, words[at + 1].index)
    return doer_answer(van, changes, tallies, where, (vans, steps), tuple((si, c.index) for _, _, c in kinds))


def kinds_overlap(one: Word, other: Word) -> bool:
    """Two person kinds that may count the same people: one filed under the other, or both under one
    narrower kind (child) with genders that do not keep them apart (kids and boys; boys and girls do not),
    or a stage of life and a kind all of whose members are of that stage (adults and women)."""
    a, b = one.lemma.casefold(), other.lemma.casefold()
    wide_a, wide_b = one.attr("kind_of").casefold(), other.attr("kind_of").casefold()
    if a == wide_b or b == wide_a:
        return True
    for kind, stage in ((one, other.attr("stage")), (other, one.attr("stage"))):
        if stage and kind.attr("age") == stage:
            return True  # "2 adults and 6 women", "teachers and adults": the women are adults (ADR 0244)
    if wide_a and wide_a == wide_b and wide_a != "person":
        genders = {one.attr("gender"), other.attr("gender")}
        return genders != {"male", "female"}
    return False


def _life_stage(kind: Word) -> str:
    """The stage of life every member of a person kind is at: adult, child, or '' when the pack does not say."""
    if kind.attr("stage") or kind.attr("age"):
        return kind.attr("stage") or kind.attr("age")
    return "child" if kind.attr("kind_of").casefold() == "child" else ""


def kinds_apart(one: Word, other: Word) -> bool:
    """Two person kinds the pack keeps apart: opposite genders (women, men) or stages (adults, kids).

    Only then is one of them counted on its own beside the other (ADR 0244): 'mothers' beside 'women',
    or 'teachers' beside 'women', may count some of the same people."""
    if {one.attr("gender"), other.attr("gender")} == {"male", "female"}:
        return True
    stages = {_life_stage(one), _life_stage(other)}
    return stages == {"adult", "child"}


def _need_question(rest: Words, van: Word) -> None:
    """ "how many vans will they need" / "would they need"; Unread otherwise."""
    if len(rest) != 6 or not _is(rest[0], "question_word", "how"):
        raise Unread
    if not _is(rest[1], "question_quantity", "many") or rest[2].lemma.casefold() != van.lemma.casefold():
        raise Unread
    if "NNS" not in rest[2].tags or rest[3].text.casefold() not in ("will", "would", "do"):
        raise Unread
    if rest[4].text.casefold() != "they" or not _is(rest[5], "verb_need") or "VB" not in rest[5].tags:
        raise Unread


__all__ = ["kinds_apart", "kinds_overlap", "read_group_came"]
