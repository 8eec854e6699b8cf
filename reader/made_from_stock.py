"""How many whole items a stock of material makes, told what one item needs of it (ADR 0318).

"Jim has 600 grams of flour. One loaf of bread requires 200 grams of flour. How many loaves can Jim
bake?" The need of one item is no amount anyone holds, and the sentence reader has no reading of it
beside a stock ("a second amount with no 'and'", or "a requirement that is not one plain amount for
one holder" after 'each'), so the whole problem is read here, like money and a price (ADR 0170).

The need is said in exactly one place, as a sentence of its own or as the question's 'if' clause
("If one loaf requires 200g of flour, how many loaves ..."), in one of three shapes with nothing
after the material: "<one|a|an|each|every> <item> [of <noun>] <needs|requires|takes|uses|calls for>
N <material>", "N <material> are used|needed to make one <item>" (not 'were': beads already spent?)
and "It takes N <material> to make a <item>".

The material is "N <unit> of <noun>" (grams of flour), "N <things> [of <noun>]" (eggs, balls of yarn)
or a bare measure ("4 feet", read only when the stock is of one unit alone). The question is exactly
"How many <items> [of <noun>] can|could <name|he|she> <verb of making>?" (or "will <holder> be able
to <make>"), the items the need's own item, with at most the stock named again after it ("with the
beads", "out of the beads she bought": then every amount of the story came by buying). The stock is never guessed: the need is taken out, the
rest of the story is asked "How many <material> does <holder> have?" and the ordinary reader must
answer it in the need's own unit (it converts kilograms to grams by the lexicon's units, or
refuses), with nobody else holding or getting that material. Moves of the stock told in the story
("He used 100 grams for cookies") are the reader's to count; nothing is subtracted here.

Whole items only: the answer is the stock divided by the need, rounded down, as a part of a loaf is
not a loaf made (what "how many can she make" means). A stock smaller than one need is not read.

Not read (left to the ordinary refusal): a need per several items ("200 grams for 2 loaves"), 'at
least', a second material or a tail after it, a need in any other sentence (another verb of needing,
or a present 'uses'/'takes': spent on the items or elsewhere?), the item named anywhere else in the
story (items already made, items to wrap) except an opening "<Name> is baking loaves of bread." or
"<Name> makes bead bracelets." that holds nothing, a making of anything but the items ("bought flour to make cookies"), another item
asked, a question with a tail ("for each friend") or a plural holder, and a stock that anyone else
holds or gets. Nor (ADR 0328) a stock from an activity's amount ("Jim walks 6 feet"), a need naming no
material over two materials in its unit ("5 bags of flour and 3 bags of sugar ... needs 2 bags"), or a
pronoun after a dropped opening that cannot take its name ("Mary is making bracelets. He has ...").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.reasked_steps import Reasked, category_of
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

NEEDING = frozenset({"need", "require", "take", "use"})  # "requires 200 grams", "takes 3 eggs"
CALLING = "call"  # "calls for 2 cups of sugar"
ONE = frozenset({"a", "an", "each", "every"})  # with 'one': the need of a single item
ABLE = frozenset({"can", "could"})
MAKING = "verb_produce"
ACTIVITY = "verb_activity"  # walk, drive, swim, jump: an amount done, never one held (ADR 0328)
THING_WORDS = frozenset({"adjective"})

Words = tuple[Word | None, ...]


@dataclass(frozen=True, slots=True)
class _Need:
    item: str  # the item's lemma: "loaf"
    of: str  # the item's "of" noun lemma ("bread") or ''
    value: Fraction
    unit: str  # the lemma the reader answers in: "gram", "egg"
    material: str  # the material as the re-asked question writes it: "grams of flour", "eggs"
    bare: bool = False  # a measure with no stuff: "It takes 4 feet to make a necklace"
    stuff: str = ""  # the material's own noun: "flour", "bead"; '' for a bare measure
    named: bool = False  # the need names what its unit is of: "2 bags of flour", not "2 bags" (ADR 0328)


def _lemma(word: Word | None) -> str:
    return word.lemma.lower() if word is not None else ""


def _number(word: Word | None, text: str) -> Fraction | None:
    """A positive amount: digits, a decimal or a fraction, or a number word ("three")."""
    if category_of(word) == "number_word":
        value = Fraction(word.attr("value", "0"))
    elif category_of(word) == "number":
        try:
            value = Fraction(text.replace(",", ""))
        except ValueError:
            return None
    else:
        return None
    return value if value > 0 else None


def _plural(word: Word, text: str, lexicon: Lexicon) -> str:
    """The word's plural as a question would write it ("g" -> "grams", "cup" -> "cups"); '' if unknown."""
    if "NNS" in word.tags and len(text) > 2:
        return text.lower()
    sense = lexicon.lookup(word.lemma)
    if sense is None:
        return ""
    forms = [form for form, tag in sense.entry.forms if tag == "NNS" and len(form) > 2]
    return forms[0] if forms else ""


def _material(words: Words, texts: tuple[str, ...], at: int, value: Fraction, lexicon: Lexicon):
    """ "grams of flour", "eggs", "red beads" from ``at`` to the end: (unit lemma, written plural) or None."""
    rest = words[at:]
    if not rest or any(w is None for w in rest):
        return None
    head = rest[0]
    if head.category == "unit_noun":
        plural = _plural(head, texts[at], lexicon)
        if len(rest) == 1:
            return (head.lemma.lower(), plural) if plural else None
        tail = rest[1:]
        if tail[0].category != "prep_of" or tail[-1].category != "noun":
            return None
        if any(w.category not in THING_WORDS for w in tail[1:-1]):
            return None
        return (head.lemma.lower(), " ".join((plural, *texts[at + 1 :]))) if plural else None
    of = next((i for i, w in enumerate(rest) if w.category == "prep_of"), len(rest))
    if of == 0 or of == len(rest) - 1:
        return None
    if any(w.category not in THING_WORDS for w in (*rest[: of - 1], *rest[of + 1 : -1])):
        return None
    noun = rest[of - 1]  # "eggs", "red beads", "balls of yarn"
    if noun.category != "noun" or (of < len(rest) and rest[-1].category != "noun"):
        return None
    if value != 1 and "NNS" not in noun.tags:
        return None
    plural = _plural(noun, texts[at + of - 1], lexicon)
    if not plural:
        return None
    # the reader's unit of "balls of yarn" is the container of its stuff: "of:yarn ball"
    unit = noun.lemma.lower() if of == len(rest) else f"of:{rest[-1].lemma.lower()} {noun.lemma.lower()}"
    return unit, " ".join((*texts[at : at + of - 1], plural, *texts[at + of :]))


def _item(words: Words, at: int) -> tuple[str, str, int] | None:
    """ "one loaf of bread", "a cake", "each scarf" at ``at``: (item, its 'of' noun or '', index after)."""
    det = words[at]
    single = _lemma(det) in ONE or (category_of(det) == "number_word" and _lemma(det) == "one")
    noun = words[at + 1]
    if not single or category_of(noun) != "noun" or "NN" not in noun.tags:
        return None
    if at + 2 < len(words) and category_of(words[at + 2]) == "prep_of":  # "a batch of cookies"
        if category_of(words[at + 3]) != "noun":
            return None
        return _lemma(noun), _lemma(words[at + 3]), at + 4
    return _lemma(noun), "", at + 2


def _need(words: Words, texts: tuple[str, ...], lexicon: Lexicon) -> _Need | None:
    """What one item needs, the whole clause, or None. Three shapes:

    "One loaf of bread requires 200 grams of flour", "50 beads are used to make one bracelet",
    "It takes 4 feet of wire to make a necklace".
    """
    if len(words) < 4:
        return None
    if texts[0].lower() == "it" and _lemma(words[1]) == "take" and "VBZ" in words[1].tags:
        value = _number(words[2], texts[2])
        end = _making_one(words, texts)
        if value is None or end is None:
            return None
        return _with_material(words, texts, 3, end[0], value, end[1], lexicon)
    found = _item(words, 0)
    value = _number(words[0], texts[0])
    if found is None and value is not None:  # "50 beads are used to make one bracelet"
        # "are used": what one item takes; "were used" may tell beads already spent on one
        copula = next((i for i, w in enumerate(words) if category_of(w) == "copula"), 0)
        if texts[copula].lower() not in ("is", "are"):
            return None
        passive = words[copula + 1] if copula else None
        if passive is None or _lemma(passive) not in NEEDING or "VBN" not in passive.tags:
            return None
        end = _making_one(words, texts)
        if end is None or end[0] != copula + 2:
            return None
        return _with_material(words, texts, 1, copula, value, end[1], lexicon)
    if found is None:
        return None
    item, of, at = found
    verb = words[at] if at < len(words) else None
    if verb is None or not verb.category.startswith("verb") or "VBZ" not in verb.tags:
        return None
    at += 1
    if _lemma(verb) == CALLING and at < len(texts) and texts[at].lower() == "for":
        at += 1
    elif _lemma(verb) not in NEEDING:
        return None
    if at >= len(words):
        return None
    value = _number(words[at], texts[at])
    if value is None:
        return None
    return _with_material(words, texts, at + 1, len(words), value, (item, of), lexicon)


def _making_one(words: Words, texts: tuple[str, ...]) -> tuple[int, tuple[str, str]] | None:
    """The clause ends "to make one <item>": (index of 'to', (item, of)) or None."""
    to = next(
        (
            i
            for i in range(len(texts) - 1)
            if texts[i].lower() == "to" and category_of(words[i + 1]) == MAKING
        ),
        0,
    )
    if not to or "VB" not in words[to + 1].tags:
        return None
    found = _item(words, to + 2)
    if found is None or found[2] != len(words):
        return None
    return to, found[:2]


def _with_material(
    words: Words,
    texts: tuple[str, ...],
    start: int,
    end: int,
    value: Fraction,
    item: tuple[str, str],
    lexicon: Lexicon,
) -> _Need | None:
    found = _material(words[:end], texts[:end], start, value, lexicon)
    if found is None or set(item) & set(found[0].replace("of:", "").split()):
        return None  # "each cake needs 2 cakes": the item is no material of itself
    bare = end - start == 1 and category_of(words[start]) == "unit_noun"
    stuff = "" if bare else _lemma(words[end - 1])
    named = any(category_of(w) == "prep_of" for w in words[start:end])
    return _Need(item[0], item[1], value, found[0], found[1], bare, stuff, named)


def _clause(sentence: Sentence, lexicon: Lexicon) -> tuple[Words, tuple[str, ...]]:
    words = sentence_words(sentence, lexicon)
    texts = tuple(t.text for t in sentence.tokens)
    if texts and texts[-1] in (".", "?", "!"):
        words, texts = words[:-1], texts[:-1]
    return words, texts


def _holder(word: Word | None, text: str) -> str:
    """The one maker: a name, or 'he'/'she'; '' for anything else ('they', 'we').

    A capitalised word inside the question is a name whatever else the pack files it as ("Tom", "Will");
    the re-asked question leaves it to the ordinary reading to take as a holder."""
    if category_of(word) == "name" or (text[:1].isupper() and category_of(word) in ("noun", "")):
        return text
    if category_of(word) == "pronoun" and text.lower() in ("he", "she"):
        return text.lower()
    return ""


def _question(words: Words, texts: tuple[str, ...], need: _Need) -> tuple[str, str, str] | None:
    """ "how many loaves [of bread] can Jim bake": (holder, items as written, tail's verb or '').

    Only the need's item is asked. One tail is read: the stock named again, "with the flour", "out of
    the beads she bought"; the verb of its relative clause is handed back to be checked on the story.
    """
    if len(words) < 6 or texts[0].lower() != "how" or category_of(words[1]) != "question_quantity":
        return None
    if texts[1].lower() != "many" or category_of(words[2]) != "noun" or "NNS" not in words[2].tags:
        return None
    at = 3
    if category_of(words[3]) == "prep_of":  # "how many loaves of bread"
        if category_of(words[4]) != "noun" or _lemma(words[4]) != need.of:
            return None
        at = 5
    able = [t.lower() for t in texts[at + 2 : at + 5]] == ["be", "able", "to"]  # "will she be able to make"
    if able and texts[at].lower() in ("will", "would"):
        words, texts = words[: at + 2] + words[at + 5 :], texts[: at + 2] + texts[at + 5 :]
    elif texts[at].lower() not in ABLE:
        return None
    if len(words) < at + 3:
        return None
    holder = _holder(words[at + 1], texts[at + 1])
    if not holder or category_of(words[at + 2]) != MAKING or "VB" not in words[at + 2].tags:
        return None
    if _lemma(words[2]) != need.item:
        return None
    by = _tail(words[at + 3 :], texts[at + 3 :], words[at + 1], need)
    return None if by is None else (holder, texts[2], by)


def _tail(words: Words, texts: tuple[str, ...], holder: Word | None, need: _Need) -> str | None:
    """'' for no tail or "with the flour"; the verb of "out of the beads she bought"; None otherwise."""
    if not words:
        return ""
    low = [t.lower() for t in texts]
    at = 2 if low[:2] == ["out", "of"] else 1 if low[0] in ("with", "from") else 0
    if not at or not need.stuff or low[at : at + 1] != ["the"]:
        return None
    if category_of(words[at + 1]) != "noun" or _lemma(words[at + 1]) != need.stuff:
        return None  # "with the remaining flour", "with the sugar": not simply the stock
    rest = at + 2
    if rest == len(words):
        return ""
    pronoun, verb = words[rest], words[rest + 1]
    if rest + 2 != len(words) or category_of(pronoun) != "pronoun" or low[rest] not in ("he", "she"):
        return None
    gender = holder.attr("gender") if holder is not None else ""
    if gender not in ("", pronoun.attr("gender")) or not category_of(verb).startswith("verb"):
        return None
    return verb.lemma.lower() if "VBD" in verb.tags else None


def _opening(words: Words, need: _Need) -> bool:
    """ "Jim is baking loaves of bread", "Amara is baking muffins" (batches of muffins), "Marnie makes bead
    bracelets": what is made, no amount."""
    if (
        len(words) >= 3
        and category_of(words[1]) == MAKING
        and "VBZ" in words[1].tags
        and all(category_of(w) in ("noun", "adjective") for w in words[2:])
        and _lemma(words[-1]) in (need.item, need.of)
    ):
        return True
    return (
        len(words) >= 4
        and category_of(words[1]) == "copula"
        and category_of(words[2]) == MAKING
        and "VBG" in words[2].tags
        and _lemma(words[3]) in (need.item, need.of)
        and not any(category_of(w) in ("number", "number_word") for w in words)
    )


def _names(words: Words, texts: tuple[str, ...], need: _Need) -> bool:
    """The sentence names the item, some need, or a making: the stock is not simply what the story holds.

    Only "to make <items>" of the asked items is let by ("picked 100 blueberries to make pies"): a
    purpose of the same making. "bought flour to make cookies" keeps the flour for something else.
    """
    allowed: set[int] = set()
    for i, w in enumerate(words):
        if w is None or i in allowed:
            continue
        if w.category == MAKING:
            end = i + 1
            while end < len(words) and category_of(words[end]) in ("adjective", "noun"):
                end += 1
            if i == 0 or texts[i - 1].lower() != "to" or end == i + 1 or _lemma(words[end - 1]) != need.item:
                return True
            allowed.update(range(i + 1, end))
            continue
        if w.category == "noun" and w.lemma.lower() == need.item:
            return True
        if w.category in ("verb_need", "rate_marker", "distributive"):
            return True
        if w.category.startswith("verb") and w.lemma.lower() in NEEDING and {"VBZ", "VBP"} & set(w.tags):
            return True  # "Jim uses 300 grams of flour": for the loaves, or spent elsewhere?
    return False


def _named_again(said: str, first: Word | None, text: str, named: Word) -> str | None:
    """ "She has 14 cups" after the dropped "Amara is baking muffins.": "Amara has 14 cups".

    Only a singular subject pronoun of the name's gender (or of a name of no census gender). A subject
    pronoun that cannot take the name ("Mary is making bracelets. He has 350 beads.", "They have ...")
    is None, refused (ADR 0328): with the opening dropped, the story would open on a 'he' the reader
    takes unintroduced, and the only person named is someone else.
    """
    if category_of(first) != "pronoun" or text.lower() not in ("he", "she", "they"):
        return said
    if text.lower() == "they" or named.attr("gender") not in ("", first.attr("gender")):
        return None
    return named.text + said[len(text) :]


def _others_hold(base: object) -> bool:
    """Someone besides the asked holder holds or gets the material."""
    graph = getattr(base, "graph", None)
    if graph is None or len(graph.question.entities) != 1:
        return True
    holder = graph.question.entities[0]
    keys = {e.unit_key for e in graph.events if e.holder == holder}
    return any(e.holder != holder and e.unit_key in keys for e in graph.events)


def _one_held_material(base: object, named: bool, lexicon: Lexicon) -> bool:
    """The amounts the stock was summed from are holdings of one material (ADR 0328).

    The re-asked "How many inches does Jim have?" is answered from whatever the story tells in that
    unit, so two checks on the asked holder's chains that the answer covers:

    - no amount of an activity ("Jim walks 6 feet", "drove 60 miles", "swims 100 meters"): a distance
      moved or time spent doing something is no material held to make things of;
    - a need that names no material of its own ("Each cake needs 2 bags", "It takes 8 inches", not
      "2 bags of flour": the re-asked question names the flour then) meets one material: the 'of' noun
      and any noun before the unit ("bags of flour", "flour bags") are the material, adjectives ("white
      eggs", "red bags of flour") only kinds of it. "5 bags of flour and 3 bags of sugar. Each cake needs
      2 bags." (or "He bought 3 bags of rice.") would add flour to sugar; comparing units alone let it by.
    """
    graph = getattr(base, "graph", None)
    if graph is None or len(graph.question.entities) != 1:
        return False
    holder = graph.question.entities[0]
    asked = [e for e in graph.events if e.unit_key in graph.question_units]
    # a holder told only by comparison ("He has 6 more eggs than Ann") has it from the others' amounts
    counted = [e for e in asked if e.holder == holder] or asked
    if not counted or any(e.verb_category == ACTIVITY for e in counted):
        return False
    return named or len({_material_of(e.unit_key, lexicon) for e in counted}) == 1


def _material_of(key: str, lexicon: Lexicon) -> frozenset[str]:
    """ "bag+of:flour+red" -> {"flour"}; "egg+white" -> {}; "bag+sugar" -> {"sugar"} (a noun before the unit)."""
    material = set()
    for part in key.split("+")[1:]:
        if part.startswith("of:"):
            material.add(part[3:])
            continue
        sense = lexicon.lookup(part)
        if sense is None or sense.category != "adjective":
            material.add(part)
    return frozenset(material)


def read_made_from_stock(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> Reasked | None:
    """Whole items made from the holder's stock at a stated need of one; None when not this shape."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    try:  # a sentence shorter than the shape runs off its end: not this shape
        return _read(text, sentences, lexicon, read)
    except IndexError:
        return None


def _read(text: str, sentences: list[Sentence], lexicon: Lexicon, read: Callable) -> Reasked | None:
    words, texts = _clause(sentences[-1], lexicon)
    story = list(sentences[:-1])
    need: _Need | None = None
    if texts and texts[0].lower() == "if":  # "If one loaf requires 200g of flour, how many loaves ..."
        comma = next(
            (i for i in range(len(texts) - 1) if texts[i] == "," and texts[i + 1].lower() == "how"), 0
        )
        need = _need(words[1:comma], texts[1:comma], lexicon) if comma else None
        if need is None or any(_need(*_clause(s, lexicon), lexicon) for s in story):
            return None
        words, texts = words[comma + 1 :], texts[comma + 1 :]
    else:
        found = [(s, _need(*_clause(s, lexicon), lexicon)) for s in story]
        needs = [(s, n) for s, n in found if n is not None]
        if len(needs) != 1:
            return None
        told, need = needs[0]
        story.remove(told)
    asked = _question(words, texts, need)
    if asked is None or not story:
        return None
    holder, items, by = asked
    kept: list[str] = []
    named: Word | None = None  # the opening's maker, put back for a pronoun that pointed to it
    for i, sentence in enumerate(story):
        s_words, s_texts = _clause(sentence, lexicon)
        if i == 0 and _opening(s_words, need):
            named = s_words[0] if category_of(s_words[0]) == "name" else None
            if named is None:
                return None
            continue  # "Jim is baking loaves of bread.": says what is made, holds nothing
        if _names(s_words, s_texts, need):
            return None
        said = text[sentence.start : sentence.end]
        if i == 1 and named is not None:
            said = _named_again(said, s_words[0], s_texts[0], named)
            if said is None:
                return None
        kept.append(said)
    if not kept:
        return None
    base = read(f"{' '.join(kept)} How many {need.material} does {holder} have?", lexicon)
    value = getattr(base, "value", None)
    if value is None or getattr(base, "unit", "") != need.unit or _others_hold(base):
        return None
    if need.bare and len({e.unit_key for e in base.graph.events}) != 1:
        return None  # "600 grams of flour and 300 grams of sugar ... needs 200 grams": of which?
    if by and any(e.verb_lemma != by for e in base.graph.events):
        return None  # "out of the beads she bought": every amount of the story came by buying
    if not _one_held_material(base, need.named, lexicon):
        return None  # "Jim walks 6 feet", "5 bags of flour and 3 bags of sugar ... needs 2 bags"
    made = value / need.value
    whole = made.numerator // made.denominator
    if whole < 1:
        return None
    left = value - whole * need.value
    step = f"{value} {need.material} at {need.value} for each: {whole} {items}"
    if left:
        step += f" (whole {items} only; {left} left over)"
    return Reasked(Fraction(whole), base, step, need.item)
