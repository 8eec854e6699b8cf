""" "Each of the 6 members pays $150": 'each of' a counted set is 'each member' and a count (ADR 0154).

The ordinary reading opens a phrase at 'each' and finds 'of' where its noun
should be, so it refused ("a determiner with no noun after it"). The
sentence says two things: there is a set of N such things, and every one
of them does what the clause says. It is read as those two statements,
every token at its own index:

- "Each of the 6 members pays $150" as "There are 6 members" then
  "Each members pays $150"; "Each of her 5 bags has 3 apples" as "She has
  5 bags" then "Each bags has 3 apples" (a possessive names the holder);
- "There are 2 pens in each of the 12 cups" the same way, the count told
  first ("There are 12 cups"), then the clause with "in each cups";
- "Each of the bags has 3 apples" (no number) as "Each bags ...", only
  when the story (or the sentence before 'each') counted those things;
- "Each of them lays 2 eggs" as "Each snake lays ...", when the sentence
  just read stated the story's only amount of counted things (after "had 4
  jars, bought 3 more" 'them' may be the new ones; after "Ann has 3 boxes.
  Ben has 2 bags." the bags or all of them), held by no group ('they'
  could then be the holders as well), with no narrowing word the bare noun
  would lose.

Everything else keeps the old refusal: a number with a noun already
counted (restated, or a second count that may contradict the first), an
ordinal or other part ("the first four houses", "the other 3 boxes"),
'of' content after the noun, and a question. A later amount of the set's
kind refuses once the story is read (``later_members``).
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal, refuse
from reader.relative_readings import Choices, Feed, feed_tokens, read_rest, words_of
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import QuantityRef

NO_NOUN = "a determiner with no noun after it"
SCENE = "there"
NUMBERS = frozenset({"number", "number_word"})
COUNTED_HEADS = frozenset({"noun", "person_noun", "unit_noun"})
NARROWING = frozenset({"noun", "person_noun", "unit_noun", "adjective"})
# The holder a possessive names, as the subject of a holding: "her 5 bags" is "She has 5 bags".
HOLDERS = {
    "his": ("He", "has"),
    "her": ("She", "has"),
    "its": ("It", "has"),
    "their": ("They", "have"),
    "my": ("I", "have"),
    "our": ("We", "have"),
    "your": ("You", "have"),
}


def read_each_of(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as a count of the set and a clause about each member; else the old refusal."""
    if (
        refusal.sentence_index != problem.sentence_index
        or refusal.reason != "unexpected_category"
        or refusal.detail != NO_NOUN
        or sentence.is_question
    ):
        return refusal
    each = refusal.token_index
    words = words_of(sentence, lexicon)
    if len(words) < each + 3 or any(w is None for w in words):
        return refusal
    if words[each].category != "distributive" or words[each + 1].category != "prep_of":
        return refusal
    if _is_them(words[each + 2]):
        return _each_of_them(sentence, problem, lexicon, choices, refusal, each)
    return _each_of_set(sentence, problem, lexicon, choices, refusal, words, each)


def _is_them(word: Word) -> bool:
    return word.category == "pronoun" and word.text.casefold() == "them"


def _each_of_them(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
    each: int,
) -> ProblemReadingState | ReaderRefusal:
    """ "Each of them": the one counted thing the sentence before stated, read in place of 'them'."""
    noun = _one_thing_just_read(problem)
    if noun is None:
        return refusal
    feed = Feed(read_as=((each + 2, noun),), skipped=frozenset({each + 1}))
    return _read_all(sentence, problem, lexicon, choices, feed, refusal)


def _one_thing_just_read(problem: ProblemReadingState) -> str | None:
    """The head noun of the only counted amount of the last sentence, when no group holds or moves it."""
    last = problem.sentence_index - 1
    entities = {e.key: e for e in problem.entity_registry}
    found: set[str] = set()
    for holder, q in _amounts(problem):
        if q.sentence_index != last:
            continue
        unit = q.unit
        if unit is None or unit.dimension or unit.coin or q.per is not None or q.price or unit.modifiers:
            return None  # a measure, a rate, a price or a narrowed kind: not a set 'them' can count
        for key in holder:
            if key == SCENE:
                continue  # "There are 3 boxes": the scene holds them; no group stands beside them
            held_by = entities.get(key)
            if held_by is None or held_by.number != "singular":
                return None  # "The boys have 3 boxes. Each of them ...": the boys or the boxes?
        found.add(unit.head)
    if len(found) != 1:
        return None
    counted = [q for _, q in _amounts(problem) if q.unit is not None and not q.unit.dimension]
    if len(counted) != 1:
        return None  # "had 4 jars, bought 3 more jars", "Ann has 3 boxes. Ben has 2 bags.": which ones?
    return found.pop()


def _amounts(problem: ProblemReadingState) -> list[tuple[tuple[str, ...], QuantityRef]]:
    held = [((h.entity,), h.quantity) for h in problem.accumulated_initial_state]
    moved = [
        (tuple(k for k in (op.actor, op.counterparty) if k), op.quantity)
        for op in problem.accumulated_operations
    ]
    return held + moved


def _counted_before(problem: ProblemReadingState, head: str) -> bool:
    return any(q.unit is not None and q.unit.head == head and q.per is None for _, q in _amounts(problem))


def _owner_held_all(problem: ProblemReadingState, head: str, owner: Word) -> bool:
    """ "Tariq had 5 boxes. Each of his boxes ...": the possessive names the one holder of every
    earlier amount of the kind, and agrees with it (red-team round, ADR 0228).

    Read as "each box", the clause would describe every box of the story: "Each of her boxes had
    7 tools. Tariq had 5 boxes." answered 35 though 'her' is no one, and "Each of his boxes had 7
    tools. Tariq had 5 boxes. Ana had 2 boxes." gave Ana 14. So a possessive is read only when the
    things were counted before, all held by one entity the pronoun can mean.
    """
    from reader.rules.pronouns import agrees

    holders = {
        key
        for keys, q in _amounts(problem)
        if q.unit is not None and q.unit.head == head and q.per is None
        for key in keys
    }
    entities = {e.key: e for e in problem.entity_registry}
    if len(holders) != 1:
        return False
    entity = entities.get(holders.pop())
    return entity is not None and agrees(entity, owner)


def _counted_here(words: tuple[Word, ...], each: int, head: str) -> bool:
    """ "Max has 8 children and each of his children ...": counted earlier in the same sentence."""
    return any(words[i].category in NUMBERS and words[i + 1].lemma == head for i in range(each - 1))


def _each_of_set(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
    words: tuple[Word, ...],
    each: int,
) -> ProblemReadingState | ReaderRefusal:
    """ "Each of [the|her] [N] <noun>": the count told first (when a number gives it), then the clause."""
    owner = words[each + 2]
    det = owner.text.casefold()
    if owner.category == "article" and det == "the":
        at = each + 3
    elif owner.category == "pronoun" and det in HOLDERS and owner.attr("case") != "object":
        at = each + 3
    elif owner.category in NUMBERS:
        at, det = each + 2, ""  # "Each of 7 Mondays"
    else:
        return refusal  # "each of these", "each of which": other rules or none
    number = at if words[at].category in NUMBERS else None
    first = at + 1 if number is not None else at
    end = first
    while end < len(words) and words[end].category in NARROWING:
        end += 1
    if end == first or words[end - 1].category not in COUNTED_HEADS:
        return refusal
    if end < len(words) and words[end].category in ("prep_of", "possessive_marker", "number", "number_word"):
        return refusal  # "each of the 5 bags of rice", "each of the 3 girls' dolls": a longer phrase
    head = words[end - 1].lemma
    counted = _counted_before(problem, head) or _counted_here(words, each, head)
    skipped = frozenset(range(each + 1, first))
    if number is None:
        if det == "":
            return refusal
        if (
            det != "the"
            and not _counted_here(words, each, head)
            and not _owner_held_all(problem, head, owner)
        ):
            return refusal  # "Each of her boxes ..." with her boxes never told: whose boxes? (ADR 0228)
        # "each of the boxes": the boxes the story counted, or, when it counted none, every such box,
        # as "each box" says (ADR 0220)
        return _read_all(sentence, problem, lexicon, choices, Feed(skipped=skipped), refusal)
    if counted or not _whole_count(words[number]):
        return refusal  # a second count of things already counted: the same ones, or others?
    told = _tell_count(sentence, problem, lexicon, choices, det, each, number, end)
    if told is None:
        return refusal
    return read_rest(sentence, told, problem, lexicon, choices, 0, Feed(skipped=skipped))


def later_members(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """After 'each of' a set, a later amount of that kind refuses: members of the set, or others?

    "Each of the 4 boxes has 3 pens. Sam has 5 boxes." and "Sam has 5 bags. Each of them has 3
    pens. He buys 2 more bags." say nothing of what the other boxes or the new bags hold. A gift
    'to each of' (ADR 0133) counts receivers, not a set the clause describes, and is left alone.
    """
    amounts = _amounts(problem)
    for si, sentence in enumerate(sentences):
        words = words_of(sentence, lexicon)
        for each in range(len(words) - 2):
            head = _set_head(words, each, amounts, si)
            if head is None:
                continue
            if _uncounted_set(words, each, amounts, si, head):
                continue  # "each of the shelves", none counted before: every shelf, as "each shelf" (ADR 0220)
            later = [
                q
                for _, q in amounts
                if q.unit is not None and q.unit.head == head and q.per is None and q.sentence_index > si
            ]
            if later:
                return refuse(
                    "ambiguous_unit",
                    f"'{later[0].unit.head}' counted again after 'each of' a set of them",
                    later[0].sentence_index,
                    later[0].token_index,
                    later[0].text,
                )
    return None


def _set_head(
    words: tuple[Word | None, ...], each: int, amounts: list[tuple[tuple[str, ...], QuantityRef]], si: int
) -> str | None:
    """The kind an 'each of' at ``each`` speaks of: the noun after it, or for 'them' the kind just read."""
    first, second = words[each], words[each + 1]
    if first is None or second is None or first.category != "distributive" or second.category != "prep_of":
        return None
    before = words[each - 1] if each > 0 else None
    if before is not None and before.category == "prep_recipient":
        return None  # "gave 3 pens to each of his 6 friends" (ADR 0133)
    if words[each + 2] is not None and _is_them(words[each + 2]):
        kinds = {
            q.unit.head
            for _, q in amounts
            if q.sentence_index == si - 1 and q.unit is not None and not q.unit.dimension
        }
        return kinds.pop() if len(kinds) == 1 else None
    nouns = [w for w in words[each + 2 :] if w is not None]
    at = 0
    while at < len(nouns) and nouns[at].category not in NARROWING:
        if nouns[at].category not in NUMBERS | {"article", "pronoun"}:
            return None
        at += 1
    while at + 1 < len(nouns) and nouns[at + 1].category in NARROWING:
        at += 1
    return nouns[at].lemma if at < len(nouns) else None


def _uncounted_set(
    words: tuple[Word | None, ...],
    each: int,
    amounts: list[tuple[tuple[str, ...], QuantityRef]],
    si: int,
    head: str,
) -> bool:
    """ "each of the <things>" with no number, of a kind no earlier sentence counted."""
    owner = words[each + 2]
    if owner is None or owner.category not in ("article", "pronoun") or _is_them(owner):
        return False
    if any(w is not None and w.category in NUMBERS for w in words[each + 2 : each + 4]):
        return False
    return not any(
        q.unit is not None and q.unit.head == head and q.per is None and q.sentence_index < si
        for _, q in amounts
    )


def each_of_feed(words: tuple[Word, ...], first: int, told: ProblemReadingState) -> Feed | None:
    """How a clause opening at ``first`` is fed: 'each of the <things>' as 'each <things>' (ADR 0154).

    None when the clause opens with another 'each of' (a number, 'them', 'which'): those keep refusing.
    """
    if (
        words[first].category != "distributive"
        or first + 1 >= len(words)
        or words[first + 1].category != "prep_of"
    ):
        return Feed()
    if first + 3 >= len(words):
        return None
    owner = words[first + 2]
    if owner.category != "article" or owner.text.casefold() != "the":
        return None
    end = first + 3
    while end < len(words) and words[end].category in NARROWING:
        end += 1
    if end == first + 3 or words[end - 1].category not in COUNTED_HEADS:
        return None
    if end < len(words) and words[end].category in ("prep_of", "possessive_marker", "number", "number_word"):
        return None
    return Feed(skipped=frozenset({first + 1, first + 2}))


def _whole_count(word: Word) -> bool:
    """A count of two or more things written as a whole number ("6", "six")."""
    if word.category == "number_word":
        return word.lemma.casefold() not in ("one", "zero")
    shape = word.shape
    text = word.text.replace(",", "")
    return shape is not None and text.isdigit() and int(text) > 1


def _tell_count(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    det: str,
    each: int,
    number: int,
    end: int,
) -> ProblemReadingState | None:
    """ "There are 6 members" / "She has 5 bags", read over the phrase's own tokens so indices hold."""
    subject, verb = HOLDERS.get(det, ("There", "are"))
    part = Sentence(sentence.tokens[:end], sentence.start, sentence.tokens[end - 1].end, ".")
    read_as = ((each, subject), (each + 1, verb))
    skipped = frozenset(range(0, each)) | frozenset(range(each + 2, number))
    feed = Feed(read_as=read_as, skipped=skipped)
    state = feed_tokens(part, problem, lexicon, choices, feed, begin_sentence(problem, sentence.start))
    if isinstance(state, ReaderRefusal):
        return None
    told = end_sentence(state, problem, part.end, False)
    return None if isinstance(told, ReaderRefusal) else told


def _read_all(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    feed: Feed,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    state = feed_tokens(sentence, problem, lexicon, choices, feed, begin_sentence(problem, sentence.start))
    if isinstance(state, ReaderRefusal):
        return state
    return end_sentence(state, problem, sentence.end, False)


__all__ = ["read_each_of"]
