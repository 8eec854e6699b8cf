"""Discounts told as a percentage off (ADR 0409).

ADR 0152 reads a discount told as "got a P% discount". A shop's story tells the same cut in other ways;
each is retold in that shape and the percentage-noun reading does the rest, with all its checks (one
change, one price, one person, no 'not' or 'if', a base made only of buying):

- a buying clause closed by "for|at P% off" or "at|with a P% discount" ("buys 6 mugs for 30% off")
  becomes "... and got a P% discount", unless the clause also tells money (then "for $40 at a 20%
  discount" may be the price paid or the price before the cut);
- a sentence that only says a cut is on, "There is a P% off <noun>.", "Everything|All <things>|Every
  <thing> is [on sale for] P% off." or "The <things bought> are [on sale for] P% off.", becomes
  "There was a P% discount.";
- a question closed by "for everything" asks what was paid in all (the one purchase).

Backwards: "<Name> bought <a thing> at a P% discount and paid $Y." (or "If she paid $Y, ...") asked
"What was the original price?" or "How much did she save?" is Y / (1 - P%) or that less Y; only with no
other number, one person, and a whole number of cents.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.later_prices import later_prices
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word, said_in_dollars
from reader.tokenise import Sentence, split_sentences

STOP_CATEGORIES = frozenset({"negation", "subordinator", "contrast_marker", "disjunction", "modal"})
COPULA_FORMS = frozenset({"is", "was", "are", "were"})


def _percent(word: Word | None) -> Fraction | None:
    """The share a percentage tells (0.2 for 20%), or None."""
    if word is None or word.category != "number" or word.shape is None or word.shape.unit != "percent":
        return None
    return Fraction(word.shape.value) / 100


def _is(word: Word | None, category: str, *lemmas: str) -> bool:
    return word is not None and word.category == category and (not lemmas or word.lemma.casefold() in lemmas)


def _off(words: list[Word], at: int) -> Fraction | None:
    """The share of "P% off" at ``at`` (a cut below the whole price: 0 < P < 100), else None."""
    share = _percent(words[at]) if at < len(words) else None
    if share is None or at + 1 >= len(words) or not _is(words[at + 1], "prep_source", "off"):
        return None
    return share if 0 < share < 1 else None


def _a_discount(words: list[Word], at: int) -> Fraction | None:
    """The share of "a P% discount" at ``at``, else None."""
    if (
        at + 2 >= len(words)
        or words[at].category != "article"
        or words[at].lemma.casefold() not in ("a", "an")
    ):
        return None
    share = _percent(words[at + 1])
    noun = words[at + 2]
    if share is None or noun.attr("percent_change") != "down" or noun.attr("price") == "cut":
        return None
    return share if 0 < share < 1 else None


def _body(sentence: Sentence, lexicon: Lexicon) -> list[Word] | None:
    """The sentence's words without the closing mark; None when a word is unknown."""
    found = sentence_words(sentence, lexicon)
    if any(w is None for w in found):
        return None
    words = [w for w in found if w is not None]
    if words and words[-1].category == "punctuation" and words[-1].attr("mark") != "comma":
        words.pop()
    return words


def _pct(share: Fraction) -> str:
    value = share * 100
    return str(value.numerator) if value.denominator == 1 else str(float(value))


# --- forward: the cut retold as "got a P% discount" ---------------------------------------------


def _clause_cut(words: list[Word]) -> tuple[int, Fraction] | None:
    """(where the closing phrase starts, its share) for a buying clause closed by the cut."""
    n = len(words)
    found = None
    if n >= 3 and _is(words[n - 3], "prep_price", "for", "at") and _off(words, n - 2) is not None:
        found = (n - 3, _off(words, n - 2))  # "for 30% off"
    elif (
        n >= 4
        and (_is(words[n - 4], "prep_price", "at") or _is(words[n - 4], "prep_with"))
        and _a_discount(words, n - 3) is not None
    ):
        found = (n - 4, _a_discount(words, n - 3))  # "at|with a 30% discount"
    if found is None or found[0] < 3:
        return None
    head = words[: found[0]]
    if words[found[0] - 1].category != "noun":
        return None  # the cut closes the thing bought ("buys 6 mugs for 30% off")
    if not any(w.category == "verb_buy" for w in head) or any(w.category in STOP_CATEGORIES for w in head):
        return None
    if any(said_in_dollars(w) or _percent(w) is not None for w in head):
        return None  # "for $40 at a 20% discount": the price paid, or the price before the cut?
    return found


def _sentence_cut(words: list[Word], bought: set[str]) -> Fraction | None:
    """The share of a sentence that only tells a cut is on, else None."""
    n = len(words)
    store = _store_cut(words, bought)
    if store is not None:
        return store
    if n == 6 and _is(words[0], "existential") and _is(words[1], "copula") and words[2].category == "article":
        if words[1].text.casefold() in ("is", "was") and words[2].lemma.casefold() in ("a", "an"):
            if words[5].category == "noun":
                return _off(words, 3)  # "There is a 40% off sale."
        return None
    at = 0
    if n and words[0].category == "name" and words[0].text.casefold() == "everything":
        at = 1
    elif n > 1 and _is(words[0], "determiner", "all", "every") and _is(words[1], "noun"):
        if words[0].lemma.casefold() == "all" and "NNS" not in words[1].tags:
            return None
        if words[1].attr("covers") != "any" and words[1].lemma.casefold() not in bought:
            return None  # "All hats are 20% off" while no hat is bought
        at = 2
    elif n > 1 and _is(words[0], "article", "the") and _is(words[1], "noun"):
        if words[1].lemma.casefold() not in bought or len(bought) != 1:
            return None  # the one kind bought, named again
        at = 2
    else:
        return None
    if at >= n or words[at].category != "copula" or words[at].text.casefold() not in COPULA_FORMS:
        return None
    at += 1
    if (
        n - at == 5
        and _is(words[at], "prep_in", "on")
        and _is(words[at + 1], "noun")
        and _is(words[at + 2], "prep_price", "for")
    ):
        at += 3  # "on sale for"
    if n - at != 2:
        return None
    return _off(words, at)


def _store_cut(words: list[Word], bought: set[str]) -> Fraction | None:
    """ "The shop has|gives a P% discount [on all items]." or "There is a P% discount on all items.":
    a cut on all the shop sells, told by the shop (a place noun, `recurs: place`) or as there, else None."""
    if len(words) < 5 or words[0].category not in ("article", "existential"):
        return None
    if words[0].category == "article":
        if words[1].category != "noun" or words[2].category not in ("verb_possess", "verb_give"):
            return None
        if words[1].attr("recurs") != "place":
            return None  # "The hat has a 20% discount": a cut on one thing, not told by a shop
        at = 3
    else:
        if words[1].category != "copula" or words[1].text.casefold() not in ("is", "was"):
            return None
        at = 2
    share = _a_discount(words, at)
    if share is None:
        return None
    rest = words[at + 3 :]
    if words[0].category == "existential" and not rest:
        return None  # "There is a 10% discount.": ADR 0395 reads it as it stands
    if rest and not (
        len(rest) == 3
        and _is(rest[0], "prep_in", "on")
        and _is(rest[1], "determiner", "all")
        and rest[2].category == "noun"
        and "NNS" in rest[2].tags
        and (rest[2].attr("covers") == "any" or rest[2].lemma.casefold() in bought)
    ):
        return None  # "on the lamps", "for members": a cut on some things or for some people only
    return share


def _bought(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> set[str]:
    """The nouns of the things bought: each noun after a buying verb in its clause."""
    nouns: set[str] = set()
    for sentence in sentences:
        words = _body(sentence, lexicon) or []
        buying = False
        for w in words:
            if w.category == "verb_buy":
                buying = True
            elif buying and w.category == "noun" and w.attr("covers") != "any":
                nouns.add(w.lemma.casefold())
            elif w.category in ("conjunction", "punctuation") and w.lemma.casefold() != "and":
                buying = False
    return nouns


def retold_discounts(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each cut told as ADR 0152 reads it; None when there is none to retell.

    A cut closing a buying clause is taken out first, so that a price told after the purchase ("They
    each cost $20.") is retold by ADR 0404 as it would be without the cut, and then put back as "and
    got a P% discount"."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    cuts: list[tuple[int, Fraction]] = []
    removals: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for si, sentence in enumerate(sentences[:-1]):
        words = _body(sentence, lexicon)
        clause = _clause_cut(words) if words else None
        if clause is not None:
            at, share = clause
            start = sentence.tokens[words[at - 1].index].end
            end = sentence.tokens[words[-1].index].end
            cuts.append((si, share))
            removals.append((start, end, ""))
            steps.append(f"'{text[start:end].strip()}' is a {_pct(share)}% discount on what was bought")
    told = text
    if removals:
        told = with_edits(text, removals, []).text
        priced = later_prices(told, lexicon)  # "They each cost $20." (ADR 0404)
        if priced is not None:
            told = priced.text
            steps.extend(priced.steps)
        sentences = split_sentences(told)
        if len(sentences) != len(split_sentences(text)):
            return None
        inserts = []
        for si, share in cuts:
            last = [t for t in sentences[si].tokens if t.text not in (".", "!")][-1]
            inserts.append((last.end, last.end, f" and got a {_pct(share)}% discount"))
        told = with_edits(told, inserts, []).text
        sentences = split_sentences(told)
    bought = _bought(sentences[:-1], lexicon)
    edits: list[tuple[int, int, str]] = []
    for sentence in sentences[:-1]:
        words = _body(sentence, lexicon)
        share = _sentence_cut(words, bought) if words else None
        if share is not None:
            start = sentence.tokens[words[0].index].start
            end = sentence.tokens[words[-1].index].end
            edits.append((start, end, f"There was a {_pct(share)}% discount"))
            steps.append(f"'{told[start:end]}' is a {_pct(share)}% discount")
    question = sentences[-1]
    if _body(question, lexicon) is None:
        tokens = [t for t in question.tokens if t.text not in ("?", ".", "!")]
        if len(tokens) > 2 and [t.text.casefold() for t in tokens[-2:]] == ["for", "everything"]:
            edits.append((tokens[-2].start, tokens[-1].end, "in all"))  # what was paid for all bought
    if not edits:
        return Rewrite(told, tuple(steps)) if steps else None
    return with_edits(told, edits, steps)


# --- backwards: the price before the cut, from the money paid -----------------------------------


def paid_after_discount(text: str, lexicon: Lexicon) -> tuple[str, str, Fraction, Fraction, str] | None:
    """(name, asked, share, paid, the step) for "bought a thing at a P% discount and paid $Y", else None.

    ``asked`` is "original" (the price before the cut) or "saved" (the cut)."""
    sentences = split_sentences(text)
    if not 2 <= len(sentences) <= 3 or not sentences[-1].is_question:
        return None
    bodies = [_body(s, lexicon) for s in sentences]
    if any(b is None or not b for b in bodies):
        return None
    first = bodies[0]
    store = _store_cut(first, set())
    if store is not None:
        return _paid_at_store(store, bodies)
    if len(first) < 4 or not _is_name(first[0]) or first[1].category != "verb_buy":
        return None
    name = first[0]
    cut = None
    for at in range(2, len(first)):
        if _is(first[at], "prep_price", "at") or _is(first[at], "prep_with"):
            cut = _a_discount(first, at + 1)
            end = at + 4
        elif _is(first[at], "prep_price", "for", "at"):
            cut = _off(first, at + 1)
            end = at + 3
        if cut is not None:
            thing = first[2:at]
            break
    if cut is None or not _plain_thing(thing):
        return None
    paid = None
    tail = first[end:]
    if tail:
        if (
            len(tail) not in (3, 7)
            or not _is(tail[0], "conjunction", "and")
            or not _is(tail[1], "verb_pay", "pay")
        ):
            return None  # "and paid $Y" only: the money after the cut
        if len(tail) == 7 and not _sale_price_of(tail[2:6]):
            return None  # "and paid the sale price of $Y" (ADR 0457)
        if not said_in_dollars(tail[-1]):
            return None
        paid = tail[-1].shape.value
    middle = bodies[1:-1]
    question = bodies[-1]
    for words in middle:
        if paid is not None or not _paid_clause(words, name):
            return None
        paid = words[2].shape.value
    if question[0].category == "subordinator" and question[0].lemma.casefold() in ("if",):
        comma = next((i for i, w in enumerate(question) if w.attr("mark") == "comma"), None)
        if comma is None or paid is not None or not _paid_clause(question[1:comma], name):
            return None
        paid = question[3].shape.value
        question = question[comma + 1 :]
    if paid is None or paid <= 0:
        return None
    asked = _asked_back(question, name)
    if asked is None or not names_only(question, thing):
        return None
    return _worked_back(name, asked, cut, paid, bodies)


def _paid_at_store(
    cut: Fraction, bodies: list[list[Word]]
) -> tuple[str, str, Fraction, Fraction, str] | None:
    """ "A shop has a 10% discount on all items. If Ada paid $45 for a lamp, how much did she save?"."""
    question = bodies[-1]
    clauses = bodies[1:-1]
    if question[0].category == "subordinator" and question[0].lemma.casefold() == "if":
        comma = next((i for i, w in enumerate(question) if w.attr("mark") == "comma"), None)
        if comma is None:
            return None
        clauses = [*clauses, question[1:comma]]
        question = question[comma + 1 :]
    if len(clauses) != 1:
        return None
    clause = clauses[0]
    if len(clause) < 5 or not _is_name(clause[0]) or not _is(clause[3], "prep_price", "for"):
        return None
    if not _paid_clause(clause[:3], clause[0]) or not _plain_thing(clause[4:]):
        return None
    asked = _asked_back(question, clause[0])
    if asked is None or not names_only(question, clause[4:]):
        return None
    return _worked_back(clause[0], asked, cut, clause[2].shape.value, bodies)


def _worked_back(
    name: Word, asked: str, cut: Fraction, paid, bodies: list[list[Word]]
) -> tuple[str, str, Fraction, Fraction, str] | None:
    """The price before the cut (or the cut) from the money paid after it, in whole cents."""
    numbers = [w for b in bodies for w in b if w.category in ("number", "number_word", "scale_word")]
    if len(numbers) != 2:
        return None  # any other number needs a role this reading does not give it
    original = Fraction(paid) / (1 - cut)
    value = original if asked == "original" else original - Fraction(paid)
    if (value * 100).denominator != 1:
        return None  # not a whole number of cents: the story's numbers are rounded, or not these
    step = f"${paid} is {_pct(1 - cut)}% of the price before the {_pct(cut)}% cut: ${original}"
    return name.text, asked, cut, Fraction(paid), step if asked == "original" else step + f"; saved ${value}"


def names_only(words: list[Word], thing: list[Word]) -> bool:
    """Every noun of ``words`` is a word of the thing bought or names a price ("the original price of the
    lamp" after "a lamp"): "the original price of the vase" asks of another thing (ADR 0457)."""
    own = {w.lemma.casefold() for w in thing if w.category == "noun"}
    for w in words:
        if w.category != "noun" or w.attr("price_before") == "yes" or w.attr("percent_change") == "down":
            continue
        if w.lemma.casefold() not in own:
            return False
    return True


def _plain_thing(words: list[Word]) -> bool:
    """ "a lamp", "a pair of shoes", "a new bike", "a dining table": one thing, with no number, list or
    clause (a word ending in -ing before the noun only describes it, ADR 0457)."""
    if not words or words[0].category != "article" or words[0].lemma.casefold() not in ("a", "an"):
        return False
    rest = words[1:]
    if not rest or rest[-1].category != "noun":
        return False
    allowed = {"noun", "adjective", "colour", "prep_of"}
    return all(w.category in allowed or _describing_ing(w) for w in rest[:-1])


def _describing_ing(word: Word) -> bool:
    """ "dining" in "a dining table", "sewing" in "a sewing machine": a verb's -ing form, only before
    the thing's noun."""
    return word.category.startswith("verb") and word.text.casefold().endswith("ing") and "VBG" in word.tags


def _sale_price_of(words: list[Word]) -> bool:
    """ "the sale|discounted price of": the money after the cut, named as such (ADR 0457)."""
    if (
        not _is(words[0], "article", "the")
        or words[2].category != "price_noun"
        or not _is(words[3], "prep_of")
    ):
        return False
    after = words[1].text.casefold()
    return (words[1].category == "noun" and after == "sale") or (
        words[1].category == "verb" and after == "discounted"
    )


def _paid_clause(words: list[Word], name: Word) -> bool:
    """ "<Name>|he|she paid $Y" alone."""
    if len(words) != 3 or words[1].category != "verb_pay" or words[1].lemma.casefold() != "pay":
        return False
    return _same_person(words[0], name) and said_in_dollars(words[2])


def _is_name(word: Word) -> bool:
    """A first name: a name, or a capitalised word the lexicon gives a name's gender ("Peter")."""
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def _same_person(who: Word, name: Word) -> bool:
    """The name again, or 'he'|'she' agreeing with it.

    A name the lexicon gives no gender at all ("Lyra") agrees with either: the story has one person and
    nobody else for 'he' or 'she' to be (ADR 0457); a name with a gender must agree."""
    if _is_name(who):
        return who.text == name.text
    if who.category != "pronoun" or who.attr("case") != "subject" or who.attr("number") != "singular":
        return False
    gender = name.attr("name_gender") or name.attr("gender")
    if not gender and name.category == "name":
        gender = "any"
    return who.attr("gender") in ("male", "female") and gender in ("any", who.attr("gender"))


def _asked_back(words: list[Word], name: Word) -> str | None:
    """ "What was the original price [of the <thing>|of it]?", "How much did <doer> save?"."""
    body = [w for w in words if w.category != "punctuation"]
    if len(body) >= 5 and _is(body[0], "question_word", "what") and _is(body[1], "copula"):
        rest = body[2:]
    elif (
        len(body) >= 5 and _is(body[0], "question_word", "how") and _is(body[1], "question_quantity", "much")
    ):
        at = 3 if body[2].category == "money_noun" else 2
        if _is(body[at], "copula") and at == 2:
            rest = body[3:]
        elif len(body) == at + 3 and _is(body[at], "auxiliary"):
            return _saved(body[at + 1], body[at + 2], name)  # "How much (money) did she save?"
        else:
            return None
    else:
        return None
    if len(rest) < 3 or not _is(rest[0], "article", "the") or rest[1].attr("price_before") != "yes":
        return None
    if rest[2].category != "price_noun":
        return None
    tail = rest[3:]
    if tail and not (_is(tail[0], "prep_of") and _plain_tail(tail[1:])):
        return None
    return "original"


def _saved(who: Word, verb: Word, name: Word) -> str | None:
    if not verb.attr("aside") or verb.category != "verb_gain":
        return None
    return "saved" if _same_person(who, name) else None


def _plain_tail(words: list[Word]) -> bool:
    """ "the lamp", "the pair of shoes", "it"."""
    if len(words) == 1 and _is(words[0], "pronoun", "it"):
        return True
    if not words or not _is(words[0], "article", "the") or words[-1].category != "noun":
        return False
    return all(
        w.category in ("noun", "adjective", "colour", "prep_of") or _describing_ing(w) for w in words[1:-1]
    )


__all__ = ["paid_after_discount", "retold_discounts"]
