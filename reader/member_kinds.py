"""Things that may belong to the asked kind, with no amount or no known kind (ADR 0292).

A count of a kind at a holder or place adds the amounts the story states of that kind, and the
wider-kind readings (ADR 0123, 0274) add the narrower kinds the pack files under it. Both are right
only when nothing else the story places there may be one of the asked things. Two shapes slipped
through, and both refuse here:

- a member told with no amount: "There are 6 boys and 14 girls in the club. A teacher is in the
  club. How many people ...?", "There is also a banana", "He also has a banana", "with their
  teacher". In a question about what a holder or place has, a noun phrase in a statement of the
  asked kind or of a kind the pack files under it (``kind_of``) adds an amount the text does not
  give when it is opened by 'a'/'an'/'another', by 'the' or an owner (not a kind already counted:
  "the boys"), or is a bare plural of another kind ("The rest of the people are teachers"). A
  modifier ("a fruit basket"), a phrase with a number, 'each', 'some' or 'no', and one after 'of'
  are left to the readings that count them. A person the story names and gives no amount ("Tom is
  in the room") may be one of the people asked. When a wider kind is summed, an amount told with no
  place while a place is asked, or one that each member of a summed kind has or brought ("Each boy
  brought 2 friends"), may hold more of the asked kind: it refuses when its kind shares a kind below
  the top with the asked one (friends and children are both persons), or, for things each member
  has, when the pack gives it no kind at all ("Each goose has 3 goslings"; not a part, "4 legs", and
  never for people: every person noun has a kind).
- an item listed after a comma, 'and' or 'or' with describing words and no amount ("5 cats, young
  kittens", "5 cats, black ones"): it may describe the counted things or be more of them, so it
  refuses when it may be one of the asked kind (ADR 0400). A thing the pack holds as the asked role
  noun ("kittens" beside pets) may be one of them too.
- a held kind whose relation to the asked one the pack does not know: a one-word compound whose last
  part is the asked noun ("footballs" beside "balls", "bulldogs" beside "dogs", "cupcakes" beside
  "cakes", a measure "3 teaspoons" beside "spoons"), unless the pack files it under the asked noun
  (then ADR 0123 reads or refuses it) or tells the two apart by gender (a woman is no man). A
  container that holds the asked things at a rate is no such kind. Kinds with no compound form
  ("sneakers", "boots" beside "shoes") are placed in the pack instead.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.graph import MathProblemGraph
from reader.kinds import PERSON, KindOf, asked_kind, counted_unit, held_as, kind_chain, noun_attr, unit_head
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.tokenise import Sentence
from reader.unrated_things import Attr, lexicon_attr

SCENE = "there"
NOUNS = frozenset({"noun", "person_noun"})
NAMING = frozenset({"noun", "person_noun", "unit_noun"})
MODIFYING = frozenset({"adjective", "noun", "person_noun", "comparative", "measure_adjective"})
OWNERS = frozenset({"possessive_marker"})
LIST_JOINS = frozenset({"punctuation", "conjunction", "disjunction"})  # what opens a listed item
GENDERS = frozenset({"male", "female"})
HELD_QUESTIONS = frozenset({"value", "total"})
AMOUNTS = frozenset(
    {
        "number",
        "number_word",
        "scale_word",
        "fraction_word",
        "percent_word",
        "vague_quantifier",
        "question_quantity",
        "distributive",
        "negation",
        "multiplier",
        "exclusive_marker",
        "residual_marker",
    }
)
MIN_PREFIX = 2  # "football": a part before the asked noun of two letters at least ("woman")


def amountless_members(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon, kind_of: KindOf
) -> ReaderRefusal | None:
    """Refuse a count of a kind when the story names a member of it with no amount."""
    q = graph.question
    if q.unit is None or q.unit.dimension or q.unit.coin or q.kind not in HELD_QUESTIONS:
        return None
    asked = asked_kind(q.unit, kind_of)[0]  # "pieces of fruit" ask fruits (ADR 0331)
    # a role noun summed from the things held as it ("children": sons, daughters; ADR 0331)
    role = any(held_as(unit_head(k), asked, kind_of) for k in graph.question_units)
    keys = [e.unit_key for e in graph.events] + [r.unit_key for r in graph.rates]
    counted = {part for key in keys for part in key.split("+")} | {r.per_head for r in graph.rates}
    for index, sentence in enumerate(sentences):
        if index == q.sentence_index or sentence.is_question:
            continue
        words = sentence_words(sentence, lexicon)
        for at, word in enumerate(words):
            if word is None or word.category not in NOUNS:
                continue
            if _listed_ones(words, at, word):  # "5 cats, black ones": more of the kind just named
                return refuse(
                    "underdetermined",
                    f"'{word.text}' lists more of a kind told with no amount",
                    index,
                    at,
                    word.text,
                )
            if not _member(word.lemma, asked, kind_of, role):
                continue
            if at + 1 < len(words) and _category(words[at + 1]) in NAMING:
                continue  # "a fruit basket", "the bus driver": a modifier, not a thing
            if _unamounted(words, at, word, asked, counted):
                return refuse(
                    "underdetermined",
                    f"'{word.text}' may be one of the '{asked}' asked, and no amount of it is told",
                    index,
                    at,
                    word.text,
                )
    return _named_person(graph, asked, kind_of, lexicon) or _unplaced_member(
        graph, asked, kind_of, lexicon_attr(lexicon.lookup), role
    )


def unknown_member_kinds(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon, kind_of: KindOf, attr: Attr
) -> ReaderRefusal | None:
    """Refuse a count of a kind when the holder has a kind the pack does not place inside or outside it."""
    q = graph.question
    if q.unit is None or q.unit.dimension or q.unit.coin:
        return None
    asked = q.unit.head
    holders = {k for k in q.entities if k}
    summed = set(graph.question_units)
    containers = {r.per_key for r in graph.rates}  # "each cage has 2 parrots": a container, not a kind
    for e in graph.events:
        if (holders and e.holder not in holders) or e.unit_key in summed | containers:
            continue
        if not counted_unit(graph, e.unit_key):  # "3 teaspoons": a measure named by a compound of "spoon"
            named = _measure_word(sentences, lexicon, e.sentence_index, e.token_index)
            if named and _compound(named, asked, attr):
                return _unknown(q, named, asked)
            continue
        head = unit_head(e.unit_key)
        if head == asked or asked in kind_chain(head, kind_of):
            continue  # the asked noun itself, or a kind filed under it: ADR 0123 reads or refuses it
        if _compound(head, asked, attr):
            return _unknown(q, head, asked)
    return None


def _unknown(q, head: str, asked: str) -> ReaderRefusal:  # type: ignore[no-untyped-def]
    return refuse(
        "ambiguous_unit",
        f"'{head}' ends in '{asked}': whether they are among the '{asked}' asked is unsaid",
        q.sentence_index,
        q.token_index,
        "",
    )


def _measure_word(sentences: tuple[Sentence, ...], lexicon: Lexicon, index: int, at: int) -> str:
    """The lemma of the unit word right after a measure's number ("teaspoon" in "3 teaspoons")."""
    if index >= len(sentences):
        return ""
    words = sentence_words(sentences[index], lexicon)
    after = words[at + 1] if at + 1 < len(words) else None
    return after.lemma if after is not None and after.category in NAMING else ""


def _member(lemma: str, asked: str, kind_of: KindOf, role: bool = False) -> bool:
    """A noun filed under the asked one; for a role noun also one held as it, of no known kind ("a
    stepson" beside sons), or of the kind the role covers ("a parrot" beside pets)."""
    chain = kind_chain(lemma, kind_of)
    if lemma == asked or asked in chain or held_as(lemma, asked, kind_of):
        return True  # a kitten is held as a pet: it may be one of the pets asked (ADR 0400)
    reach = noun_attr(kind_of, asked, "covers")
    return role and (held_as(lemma, asked, kind_of) or not chain or (bool(reach) and reach in chain))


def _unamounted(words: tuple[Word | None, ...], at: int, word: Word, asked: str, counted: set[str]) -> bool:
    """Whether the noun at ``at`` heads a phrase with no amount that adds things to the asked kind."""
    plural = "NNS" in word.tags and "NN" not in word.tags
    start = at - 1
    while start >= 0 and _category(words[start]) in MODIFYING:
        start -= 1
    before = words[start] if start >= 0 else None
    kind = _category(before)
    if kind in AMOUNTS or (start > 0 and _category(words[start - 1]) == "prep_of"):
        return False  # "5 cows", "each barn", "some pears", "no lemons", "of the pepper": counted elsewhere
    if kind == "article" and before is not None:
        if before.attr("definite") == "false":
            return True  # "a teacher", "an orange"
        return word.lemma not in counted and not (plural and word.lemma == asked)  # "the driver"
    if kind in OWNERS or (kind == "pronoun" and before is not None and before.attr("case") == "possessive"):
        return word.lemma not in counted and not (plural and word.lemma == asked)  # "their teacher"
    if kind == "additive_marker":
        return True  # "another apple"
    if start < at - 1:
        if _list_opener(words, start) and plural and word.lemma not in counted and word.lemma != asked:
            return True  # "5 cats, young kittens": one more item listed with no amount (ADR 0400)
        return False  # a modifier run with no determiner: "red apples", left to the counting readings
    # a bare plural of another kind: "The rest of the people are teachers"
    return plural and kind != "prep_of" and word.lemma not in counted and word.lemma != asked


def _list_opener(words: tuple[Word | None, ...], start: int) -> bool:
    """A comma, 'and' or 'or' opening a listed item, or 'her' right after one ("5 cats, her young kittens")."""
    before = words[start] if start >= 0 else None
    if _category(before) in LIST_JOINS:
        return True
    return (
        _category(before) == "pronoun"
        and before is not None
        and "possessive" in (before.attr("case") or "")
        and start > 0
        and _category(words[start - 1]) in LIST_JOINS
    )


def _listed_ones(words: tuple[Word | None, ...], at: int, word: Word) -> bool:
    """ "5 cats, black ones": 'ones' after a counted item, a comma or 'and'/'or' and describing words.

    It stands for the kind just named: a description of those things, or more of them not counted.
    """
    if word.lemma != "one" or "NNS" not in word.tags:
        return False
    start = at - 1
    while start >= 0 and _category(words[start]) in MODIFYING:
        start -= 1
    if not (start < at - 1 and start >= 0 and _category(words[start]) in LIST_JOINS):
        return False
    i = start - 1  # the item before is counted ("5 cats"); a bare plural ("collects shells, white ones") is
    while i >= 0 and _category(words[i]) in MODIFYING:  # described, as ADR 0391 reads it
        i -= 1
    return i < start - 1 and i >= 0 and _category(words[i]) in AMOUNTS


def _named_person(
    graph: MathProblemGraph, asked: str, kind_of: KindOf, lexicon: Lexicon
) -> ReaderRefusal | None:
    """ "Tom is in the room. How many people are in the room?": a named person of no amount may be one."""
    if asked != PERSON and asked not in kind_chain(PERSON, kind_of):
        return None
    q = graph.question
    told = set()
    for e in graph.events:
        told |= {e.holder, e.doer, e.counterparty}
    for entity in graph.entities:
        key = entity.key
        if entity.kind != "person" or entity.members or key in q.entities or key in told:
            continue
        if any(h.startswith(f"{key}'s ") for h in told):
            continue  # "Tom's class": an owner of what was counted
        entry = getattr(lexicon.lookup(key), "entry", None)
        if entry is not None and entry.category == "person_noun":
            continue  # a person noun: the phrase itself was read above
        return refuse(
            "underdetermined",
            f"'{entity.label}' may be one of the '{asked}' asked, and is told with no amount",
            entity.sentence_index,
            0,
            entity.label,
        )
    return None


def _unplaced_member(
    graph: MathProblemGraph, asked: str, kind_of: KindOf, attr: Attr, role: bool = False
) -> ReaderRefusal | None:
    """ "... in the club. Each boy brought 2 friends.": friends told with no place may be children there.

    Amounts held with no place, and things each of a summed kind brought or has ("2 friends" for each
    boy), are checked when a wider kind is summed: a kind that shares a kind below the top with the
    asked one may be among them.
    """
    q = graph.question
    summed = set(graph.question_units)
    if all(unit_head(k) == asked for k in summed):
        return None  # no wider kind summed: ADR 0123's plain placeless check covers the asked kind
    below = set(kind_chain(asked, kind_of)[:-1]) | {asked}  # every kind of the asked one but the top
    placed = bool(q.entities) and SCENE not in q.entities
    placeless = [e.unit_key for e in graph.events if e.holder == SCENE and placed]
    each = [r.unit_key for r in graph.rates if r.per_key in summed]  # "Each boy brought 2 friends"
    # a thing of no kind each member has may be one too ("Each goose has 3 goslings"), but no person
    # (every person noun is placed) and no part ("4 legs")
    things = PERSON not in (asked,) + kind_chain(asked, kind_of)
    for key in placeless + each:
        if key in summed or not counted_unit(graph, key):
            continue
        head = unit_head(key)
        unplaced = key in each and things and not kind_chain(head, kind_of) and attr(head, "part") != "yes"
        if (
            unplaced
            or below & ({head} | set(kind_chain(head, kind_of)))
            or (role and _member(head, asked, kind_of, role))
        ):
            return refuse(
                "underdetermined",
                f"'{head}' told with no place or for each member may be '{asked}' too",
                q.sentence_index,
                q.token_index,
                "",
            )
    return None


def _compound(head: str, asked: str, attr: Attr) -> bool:
    """ "football" for "ball": a one-word compound whose last part is the asked noun, not told apart."""
    if not head.endswith(asked) or len(head) - len(asked) < MIN_PREFIX:
        return False
    genders = {attr(head, "gender"), attr(asked, "gender")}
    return not (genders <= GENDERS and len(genders) == 2)  # a woman is no man


def _category(w: Word | None) -> str:
    return w.category if w is not None else ""
