"""An amount named by the noun that says what it is: "at a speed of 40 miles per hour", "an allowance of
$24 every week", "a monthly salary of $500", "His base pay is $10 an hour" (ADR 0337).

The reader reads the plain forms: "Terry drives 40 miles per hour", "Woody gets $24 every week", "Ruiz
receives $500 per month", "He earns $10 an hour". Stories often put a noun before the amount that only
names what the amount is -- a speed, a rate, a salary, a fee -- and the reading stops on the number
after 'of'. The noun adds nothing to the amount, so the phrase is told again without it and the whole
reader reads the retold text; its answer stands with one step more saying what was retold, its refusal
leaves the first refusal standing. Nothing is counted here.

Which nouns name their amount is lexicon data: ``names_amount`` says what the amount is (rate: per
time or per thing; pay: money earned for work; allowance: money given at regular times; price: money
asked). A period adjective before the noun ('weekly', from the ``every`` attribute of the time unit)
becomes "per <unit>" after the amount.

Retold, only where the whole shape is found:

- "at|<verb> a|an [<modifier>] <noun> of <amount>", and "at the ..." (after 'at' only): the phrase is
  the amount. After 'at' a price keeps its 'at' ("bought 20 eggs at $2 per egg", ADR 0083), and so
  does a rate not right after its verb ("hikes 12 miles at 4 miles per hour"); a rate right after its
  verb does not ("reads 40 pages an hour"). A rate after a verb's one plural object counts that object
  when the same noun or the rate word alone follows the amount: "picks apples at a rate of 20 [apples]
  per hour" is "picks 20 apples per hour". A modifier is a period adjective or one of a few words that only
  say the amount is the usual one ('average', 'constant', 'steady', 'flat', 'base', 'regular');
  'maximum', 'top', 'discounted', 'new', a possessive ("at his speed of") or another noun ("an interest
  rate of") leave the text as it was. Not after 'has' or 'is': "The car has a speed of 40 mph" is no
  act of moving.
- the amount: money ("$24", "24 dollars") for pay, allowance and price; for a rate any number followed
  in its clause by a rate ("per", "every", "a|an|each <noun>"). A percentage is never retold ("an
  interest rate of 12%", "a fee of 12%"): it is a share of something else. With a period adjective the
  amount must not be followed by a period of its own ("a weekly allowance of $5 a month" refuses).
- "His|Her|<Name>'s [<modifier>] <pay or allowance noun> is <money> [per|a|an|every <time>]." as
  "He|She|<Name> earns|gets <money> ...", when one period is told (by the adjective or after the
  amount, not both) and nothing else follows: "His salary is $500" (a month? a year?) and "Her weekly
  allowance is $5 more than Ann's" stay.

Every other trap is the plain reading's to refuse once retold: another person's speed, 'twice the
speed', two rates ("a flat rate of $20 per session plus $7 per minute"), a negation, 'would', a time
in another unit.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.text_words import text_words
from reader.tokenise import split_sentences

NAMES_AMOUNT = "names_amount"
MONEY_KINDS = frozenset({"pay", "allowance", "price"})
# the verb that tells a pay or an allowance of one's own plainly: "His pay is $10 an hour" -> "He earns"
OWN_VERBS = {"pay": "earns", "allowance": "gets"}
# words before the noun that only say the amount is the usual one; any other word leaves the text alone
PLAIN_MODIFIERS = frozenset({"average", "constant", "steady", "flat", "base", "regular"})
RATE_MARKERS = frozenset({"per", "every", "a", "an", "each"})
ARTICLES = frozenset({"a", "an", "the"})
SUBJECTS = {"his": "He", "her": "She"}
NO_ACT = frozenset({"verb_possess", "copula"})
MAX_UNIT_WORDS = 3  # "40 water balloons every minute": the unit words between the amount and its rate


# a phrase to retell: (its first word, the amount's first word, the amount's last word, the words told
# instead of those before the amount, the words to tell after the amount: " per week", " televisions", "")
Found = tuple[int, int, int, str, str]


def named_rates(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each "<noun> of <amount>" told as the amount; None when there is none."""
    if not text_words(text, lexicon).has_attr(NAMES_AMOUNT):
        return None  # no noun that names an amount: neither _own_amount nor _named_at finds one
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for sentence in split_sentences(text):
        words = sentence_words(sentence, lexicon)
        tokens = sentence.tokens
        own = _own_amount(words, lexicon)
        found = [own] if own is not None else []
        found += [f for f in (_named_at(words, at, lexicon) for at in range(len(words))) if f is not None]
        for start, amount, after, new, suffix in found:
            edits.append((tokens[start].start, tokens[amount].start, new))
            if suffix:
                edits.append((tokens[after].end, tokens[after].end, suffix))
            told = text[tokens[start].start : tokens[after].end]
            plain = new + text[tokens[amount].start : tokens[after].end] + suffix
            steps.append(f"'{told}' read as '{plain}'")
    return with_edits(text, edits, steps)


def _kind(word: Word | None) -> str:
    """What the noun says its amount is ('rate', 'pay', ...), only for the noun itself, not its plural."""
    if word is None or word.text.casefold() != word.lemma.casefold():
        return ""
    return word.attr(NAMES_AMOUNT) or ""


def period_units(lexicon: Lexicon) -> dict[str, str]:
    """Each period adjective ('weekly') and its time unit ('week'), from the units' ``every``; once per lexicon."""
    hit = _PERIODS.get(id(lexicon))
    if hit is not None and hit[0] is lexicon:
        return hit[1]
    found = {
        adjective: entry.lemma
        for entry in lexicon.entries
        if entry.category == "unit_noun" and entry.attr("every")
        for adjective in entry.attr("every").split()
    }
    if len(_PERIODS) >= 8:
        _PERIODS.clear()
    _PERIODS[id(lexicon)] = (lexicon, found)
    return found


_PERIODS: dict[int, tuple[Lexicon, dict[str, str]]] = {}


def _modifiers(words, at: int, lexicon: Lexicon) -> tuple[int, str] | None:
    """(index of the first word before the noun that is no modifier, the period unit or ""); None if odd."""
    periods = period_units(lexicon)
    period = ""
    j = at - 1
    while j >= 0 and words[j] is not None and words[j].text.casefold() not in ARTICLES:
        low = words[j].text.casefold()
        if low in periods and not period:
            period = periods[low]
        elif low not in PLAIN_MODIFIERS:
            return None  # 'maximum', 'interest', 'his': not the plain amount, or not this noun's
        j -= 1
    return (j, period) if at - j <= 3 else None


def _amount_end(words, at: int) -> tuple[int, bool] | None:
    """The amount starting at ``at``: (index of its last word, whether it is money); None if none is."""
    if at >= len(words) or words[at] is None:
        return None
    word = words[at]
    if word.category == "number" and word.shape is not None:
        if word.shape.unit == "percent":
            return None
        if word.shape.unit == "dollar":
            return at, True
    elif word.category != "number_word":
        return None
    after = words[at + 1] if at + 1 < len(words) else None
    if after is not None and after.category == "unit_noun" and after.attr("dimension") == "money":
        return at + 1, True
    return at, False


def _rate_follows(words, at: int) -> bool:
    """A rate after the amount in its clause: "40 pages an hour", "2 balloons every minute"."""
    for word in words[at + 1 : at + 2 + MAX_UNIT_WORDS]:
        if word is None or word.category == "punctuation":
            return False
        if word.text.casefold() in RATE_MARKERS:
            return True
    return False


def _period_follows(words, at: int) -> bool:
    """Any rate or period word after the amount in its clause ("a weekly allowance of $5 a month")."""
    for word in words[at + 1 :]:
        if word is None or word.category in ("punctuation", "conjunction"):
            return False
        if word.text.casefold() in RATE_MARKERS or word.category == "unit_noun":
            return True
    return False


def _named_at(words, at: int, lexicon: Lexicon) -> Found | None:
    """ "at a speed of 40 ...": the phrase 'at a speed of' told as nothing before "40"."""
    kind = _kind(words[at])
    if not kind or at + 2 >= len(words) or words[at + 1] is None or words[at + 1].category != "prep_of":
        return None
    amount = _amount_end(words, at + 2)
    mods = _modifiers(words, at, lexicon)
    if amount is None or mods is None or mods[0] < 1:
        return None
    after, money = amount
    article, period = mods
    before = words[article - 1]
    if before is None:
        return None
    after_at = before.text.casefold() == "at"
    if not after_at and (
        not _is_verb(before) or before.category in NO_ACT or words[article].text.casefold() == "the"
    ):
        return None  # "with a service fee of", "has a speed of", "paid the price of"
    if kind in MONEY_KINDS and not money:
        return None  # "the price of 3 apples": a count of the things priced, not a price
    if kind in OWN_VERBS and _more_than_one_before(words, article - 1):
        return None  # "The workers earn a monthly salary of $500": each one's, not the group's
    if period and _period_follows(words, after):
        return None
    if not period and kind not in MONEY_KINDS and not _rate_follows(words, after):
        return None  # "at a speed of 40": no rate told
    start = article - 1 if after_at else article
    suffix = f" per {period}" if period else ""
    if after_at and kind == "rate" and not money:
        moved = _object_moved(words, article - 1, after)
        if moved is not None:  # "makes toys at a rate of 5 per minute": "makes 5 toys per minute"
            return moved[0], at + 2, after, "", moved[1] + suffix
    # "reads at a rate of 40 pages an hour": the rate right after its verb; elsewhere 'at' stays
    # ("bought 20 eggs at $2 per egg", "hikes the 12 miles at 4 miles per hour")
    verb_at = after_at and article >= 2 and _is_verb(words[article - 2])
    new = "at " if after_at and (kind == "price" or not verb_at) else ""
    return start, at + 2, after, new, suffix


def _object_moved(words, at: int, after: int) -> tuple[int, str] | None:
    """ "<verb> toys at a rate of 5 [toys] per minute": (the object's index, its words to tell after 5).

    The object, one plural noun right after its verb, is what the rate counts when the amount is
    followed by the same noun or by the rate word alone; any other noun after the amount leaves it.
    """
    if at < 2 or not _is_verb(words[at - 2]):
        return None
    thing, next_word = words[at - 1], words[after + 1] if after + 1 < len(words) else None
    if thing is None or thing.category != "noun" or thing.text.casefold() == thing.lemma.casefold():
        return None
    if next_word is not None and next_word.lemma.casefold() == thing.lemma.casefold():
        return at - 1, ""
    if next_word is not None and next_word.text.casefold() in RATE_MARKERS - {"each"}:
        return at - 1, " " + thing.text
    return None


GROUP_WORDS = frozenset({"they", "we", "you", "both", "each", "all", "and"})


def _more_than_one_before(words, at: int) -> bool:
    """More than one person in the clause before a pay or an allowance (red team of ADR 0337).

    'a salary', 'an allowance' is one person's: "The kids get a weekly allowance of $10" is $10 for
    each kid, while "The kids get $10 a week" (the retold text) reads the group's $10. A plural noun, a
    plural pronoun, 'each', 'both' or 'and' before it in its clause leaves the text as it was.
    """
    for word in reversed(words[: at + 1]):
        if word is None:
            return True
        if word.category == "punctuation":
            return False
        if word.text.casefold() in GROUP_WORDS or _plural_noun(word):
            return True
    return False


def _plural_noun(word: Word) -> bool:
    return word.category.endswith("noun") and word.text.casefold() != word.lemma.casefold()


def _is_verb(word: Word | None) -> bool:
    return word is not None and word.category.startswith("verb")


def _own_amount(words, lexicon: Lexicon) -> Found | None:
    """ "His base pay is $10 an hour.": 'His base pay is' told as "He earns " before "$10"."""
    plain = [w for w in words if w is not None]
    if len(plain) != len(words) or len(words) < 4:
        return None
    first = words[0].text.casefold()
    if first in SUBJECTS:
        subject, at = SUBJECTS[first], 1
    elif words[0].category == "name" and words[1].category == "possessive_marker":
        subject, at = words[0].text, 2
    else:
        return None
    noun = next((i for i in range(at, min(at + 3, len(words))) if _kind(words[i]) in OWN_VERBS), None)
    if noun is None or noun + 2 >= len(words):
        return None
    periods = period_units(lexicon)
    period = ""
    for word in words[at:noun]:
        low = word.text.casefold()
        if low in periods and not period:
            period = periods[low]
        elif low not in PLAIN_MODIFIERS:
            return None
    copula = words[noun + 1]
    if copula.text.casefold() != "is":
        return None  # "was": a pay that may have changed since
    amount = _amount_end(words, noun + 2)
    if amount is None or not amount[1]:
        return None
    after = amount[0]
    rest = [w.text.casefold() for w in words[after + 1 :]]
    told = rest[:-1] if rest and words[-1].category == "punctuation" else rest
    if told:
        unit = words[after + 2] if len(told) == 2 else None
        if len(told) != 2 or told[0] not in RATE_MARKERS - {"each"} or unit is None:
            return None  # "is $5 more than Ann's": not a pay told alone
        if unit.category != "unit_noun" or unit.attr("dimension") not in ("time", "calendar") or period:
            return None  # one period, told once
    elif not period:
        return None  # "His salary is $500": a month's? a year's?
    return (
        0,
        noun + 2,
        after,
        f"{subject} {OWN_VERBS[_kind(words[noun])]} ",
        f" per {period}" if period else "",
    )
