"""Percentages named by a noun, and a bill handed over (ADR 0152).

"Ann bought 3 shirts for $20 each and got a 10% discount. How much did she
pay?" -- the noun after the percentage says, through the lexicon's
``percent_change``, which way the percentage moves its base (down: a
discount; up: a tax or a tip; part: a commission), and ``percent_base`` what
that base is (money paid, or money earned from sales). "She paid $6 for
pens and $3 for glue with a $20 bill. How much change did she get?" -- a
money amount right before a ``tender: note`` noun is money handed over, and
the change (``tender: rest``) is that amount less what was paid.

The base is never guessed here: the phrase is taken out of the text, the
question is asked as "How much money did <doer> spend?" (or "earn" for a
commission), and the ordinary reading must answer it from events of buying
and paying (or of selling) only. Then the base is changed as the noun says.
So every other number still needs its role in the ordinary reading.

Tried only when the ordinary reading refused. One phrase per problem (a tax
on a discounted price depends on the order), one money amount for a
percentage (on which price?), all the prices in the bill's sentence, one
person named, the phrase's clause at the end of a sentence, no negation, no
condition, no group; a raise (of a wage, a rate) and every other question
leave the first refusal standing.

ADR 0395 adds more ways to tell the one change, each checked against the same base: a sentence of its own
("The tax was 8%.", "There was a 15% discount."), the question's leading "If the tax was 6%, ...", a
compound ("a 7% sales tax"), and the tip said as a verb ("She tipped the waiter 20%."); and two questions:
"How much did she save?" (a discount's amount) and "How much did she pay after the discount?"; and a
raise of the one wage told before it, asked "How much does she earn in a week now?".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.rules.context import Word, said_in_dollars
from reader.tokenise import Sentence, split_sentences
from reader.whole_problem_words import Unread, known_words, or_none

# the verbs that may take each kind of percentage noun as their object
SITE_VERBS = {
    "down": frozenset({"verb_gain"}),  # "got a 10% discount"
    "up": frozenset({"verb_pay", "verb_give"}),  # "paid a 8% tax", "gave a 20% tip"
    "part": frozenset({"verb_gain", "verb_earn"}),  # "earned a 5% commission"
    "wage": frozenset({"verb_gain"}),  # "got a 10% raise" (ADR 0395)
}
NUMBERS = frozenset({"number", "number_word", "scale_word", "fraction_word"})
STOP_CATEGORIES = frozenset({"negation", "subordinator", "contrast_marker", "disjunction"})


@dataclass(frozen=True, slots=True)
class Site:
    """The phrase read: its kind, its value, and the character span taken out of the text."""

    kind: str  # "down", "up", "part" or "note"
    value: Fraction  # the share (0.15) or the bill's money
    noun: str
    start: int
    end: int
    sentence: int
    whole_sentence: bool
    tipped: int = -1  # the word index of the person tipped ("tipped the waiter 20%"), -1 for none


Reader = Callable[[str, Lexicon], object]


def read_percent_noun(text: str, lexicon: Lexicon, read: Reader) -> tuple[Fraction, object, str] | None:
    """(value, the base reading's answer, the step) when the problem is read this way; else None."""
    return or_none(_read, text, lexicon, read)


def _read(text: str, lexicon: Lexicon, read: Reader) -> tuple[Fraction, object, str] | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question or any(s.is_question for s in sentences[:-1]):
        return None
    words = [_words(s, lexicon) for s in sentences[:-1]]
    question, lead = _question_lead(sentences[-1], len(sentences) - 1, lexicon)
    words.append(question)
    sites = [site for si, ws in enumerate(words[:-1]) for site in _sites(ws, si, sentences[si], lexicon)]
    if lead is not None:
        sites.append(lead)
    if len(sites) != 1 or any(w.category in NUMBERS for w in words[-1]):
        return None  # none, or two changes whose order matters ("a discount, then a tax")
    site = sites[0]
    doer = _one_person(words, {(site.sentence, site.tipped)})
    if site.kind == "wage":
        return _raised(text, site, sentences, words[-1], doer, lexicon, read)
    asked = _question(words[-1], site, doer)
    base_text = _without(text, site, sentences) + " " + asked.base_question
    base = read(base_text, lexicon)
    if not hasattr(base, "graph") or getattr(base, "unit", "") != "dollar":
        raise Unread
    moved = [e for e in base.graph.events if e.unit_key == "dim:money"]
    mover = "verb_sell" if site.kind == "part" else "verb_buy"
    movers = {w.lemma.casefold() for ws in words[:-1] for w in ws if w.category == mover}
    moved = [_bought_later(e, base.graph.events) for e in moved]
    if not moved or any(not _base_event(e, site, movers) for e in moved):
        raise Unread  # the base must be what was paid (or earned by selling), nothing else
    if site.kind == "note" and len({e.time for e in base.graph.events}) > 1:
        raise Unread  # bought on Monday and on Tuesday: does the one bill cover both days?
    priced = site.sentence - 1 if site.whole_sentence else site.sentence
    if any(e.sentence_index != priced for e in moved):
        raise Unread  # a price in another sentence: does the change or the bill cover it too?
    if site.kind != "note" and len(moved) != 1:
        raise Unread  # two prices: which one does the percentage change?
    if asked.kind.startswith("each:"):
        return _each(site, asked.kind[5:], base)
    return _combined(site, asked.kind, base.value, base)


def _each(site: Site, noun: str, base) -> tuple[Fraction, object, str]:
    """ "How much did he pay per shirt [after the discount]?": what was paid, shared by the things bought
    (ADR 0409). One buying of things of that noun and nothing else counted; a whole number of cents."""
    if site.kind != "down":
        raise Unread
    counted = [e for e in base.graph.events if e.unit_key != "dim:money"]
    if len(counted) != 1 or counted[0].verb_category != "verb_buy" or counted[0].unit_key != noun:
        raise Unread  # the money is not all paid for things of the noun asked
    count = counted[0].value
    if not count or count <= 0 or count.denominator != 1:
        raise Unread
    total = base.value * (1 - site.value)
    value = total / count
    if (value * 100).denominator != 1:
        raise Unread
    step = f"${base.value} - {site.value * 100}% = ${total}; ${total} / {count} = ${value} each"
    return value, base, step


def _raised(
    text: str, site: Site, sentences, question: tuple[Word, ...], person: str, lexicon: Lexicon, read: Reader
) -> tuple[Fraction, object, str]:
    """ "Ann earns $500 a week. She got a 10% raise. How much does she earn in a week now?" (ADR 0395).

    The question must ask, in the present and with a closing 'now', what the one person earns; the base
    is the same question without 'now', asked of the story without the raise, and must be answered by
    the one rate of earning money the story tells, told before the raise."""
    body = [w for w in question if w.category != "punctuation"]
    if len(body) < 6 or body[0].category != "question_word" or body[1].category != "question_quantity":
        raise Unread
    aux, doer, verb, last = body[2], body[3], body[4], body[-1]
    if aux.category != "auxiliary" or aux.text.casefold() not in ("does", "do"):
        raise Unread  # "How much did she earn?": before or after the raise?
    if not _person_word(doer, person) or verb.category != "verb_earn":
        raise Unread
    if last.category != "time_marker" or last.attr("relation") != "now":
        raise Unread  # without 'now' the wage asked may be the one before the raise
    sentence = sentences[-1]
    now = sentence.tokens[last.index]
    asked = text[sentence.start : now.start].rstrip() + text[now.end : sentence.end]
    base = read(_without(text, site, sentences) + " " + asked, lexicon)
    if not hasattr(base, "graph") or getattr(base, "unit", "") != "dollar":
        raise Unread
    graph = base.graph
    if any(e.unit_key == "dim:money" for e in graph.events):
        raise Unread  # money also moved: the answer is not the wage alone
    rates = graph.rates
    if len(rates) != 1 or rates[0].unit_key != "dim:money" or rates[0].verb_category != "verb_earn":
        raise Unread  # two wages: which one is raised?
    told = rates[0].sentence_index
    if told > site.sentence or (site.whole_sentence and told == site.sentence):
        raise Unread  # a wage told after the raise may already be the raised one
    if base.value != rates[0].value:
        raise Unread  # the question asked another period than the wage's own: not read here
    value = base.value * (1 + site.value)
    return value, base, f"${base.value} + {site.value * 100}% = ${value}"


def _bought_later(event, events):
    """A price told after the purchase ("Each lamp costs $30.", ADR 0404) is paid by the purchase it binds
    to: the money leaves with no verb of its own at the buying's place; read it as that buying (ADR 0409)."""
    if event.verb_lemma or event.verb_category != "verb_pay" or event.sign != -1:
        return event
    buys = [
        e
        for e in events
        if e.verb_category == "verb_buy"
        and (e.sentence_index, e.token_index) == (event.sentence_index, event.token_index)
    ]
    return replace(event, verb_lemma=buys[0].verb_lemma) if len(buys) == 1 else event


def _base_event(event, site: Site, movers: set[str]) -> bool:
    """Money paid (a 'verb_pay' loss), or for a percentage money paid by buying (got by selling) things."""
    if event.kind != "change" or event.value is None:
        return False
    if site.kind == "note":
        return event.sign == -1 and event.verb_category == "verb_pay"
    # a percentage changes a price things were bought (or sold) at: "paid $50 and got a 20% discount" may
    # already be the money after the discount, so a bare payment is no base for it
    money = ("verb_earn", 1) if site.kind == "part" else ("verb_pay", -1)
    return (event.verb_category, event.sign) == money and event.verb_lemma in movers


# --- the phrase ---------------------------------------------------------------


def _words(sentence: Sentence, lexicon: Lexicon) -> tuple[Word, ...]:
    words = known_words(sentence, lexicon)
    if any(w.category in STOP_CATEGORIES for w in words):
        raise Unread  # 'not', 'if', 'but', 'or': a condition or a denial of the change
    return words


def _percent(word: Word) -> bool:
    return word.category == "number" and word.shape is not None and word.shape.unit == "percent"


def _article(word: Word) -> bool:
    return word.category == "article" and word.lemma.casefold() in ("a", "an")


def _changed_noun(words: tuple[Word, ...], at: int) -> int:
    """How many nouns name the change after the percentage: 1 ("discount"), 2 for a compound whose
    head carries the change ("sales tax", "student discount"), 0 for none."""
    if at + 1 < len(words) and words[at + 1].attr("percent_change"):
        return 1
    if (
        at + 2 < len(words)
        and words[at + 1].category == "noun"
        and not words[at + 1].attr("percent_change")
        and words[at + 2].category == "noun"
        and words[at + 2].attr("percent_change")
    ):
        return 2
    return 0


def _told_site(words: tuple[Word, ...], si: int, sentence: Sentence) -> Site | None:
    """ "[The] [sales] tax was 10%." alone in its sentence: the change named, then its percentage (ADR 0395)."""
    body = list(words)
    if body and body[-1].category == "punctuation":
        body.pop()
    there = _there_site(body, si, sentence)
    if there is not None:
        return there
    at = 0
    if at < len(body) and body[at].category == "article" and body[at].lemma.casefold() == "the":
        at += 1
    if at + 1 < len(body) and body[at].category == "noun" and body[at + 1].category == "noun":
        if body[at].attr("percent_change"):
            return None
        at += 1  # "sales tax": the head names the change
    if len(body) != at + 3 or body[at].category != "noun" or not body[at].attr("percent_change"):
        return None
    noun, be, number = body[at], body[at + 1], body[at + 2]
    if be.category != "copula" or be.text.casefold() not in ("was", "is") or not _percent(number):
        return None
    change = noun.attr("percent_change")
    if noun.attr("percent_base") != "paid":
        raise Unread  # "The raise was 6%": a wage, not money paid
    share = number.shape.value / 100
    if share <= 0 or (change == "down" and share >= 1):
        raise Unread
    return Site(change, share, noun.lemma.casefold(), sentence.start, sentence.end, si, True)


def _there_site(body: list[Word], si: int, sentence: Sentence) -> Site | None:
    """ "There was a 10% [sales] tax.": the change said to be there, and nothing else (ADR 0395)."""
    if len(body) < 5 or body[0].category != "existential" or body[1].category != "copula":
        return None
    if body[1].text.casefold() not in ("was", "is") or not _article(body[2]) or not _percent(body[3]):
        return None
    width = _changed_noun(tuple(body), 3)
    if not width or len(body) != 4 + width:
        return None
    noun = body[3 + width]
    if noun.attr("percent_base") != "paid":
        raise Unread
    share = body[3].shape.value / 100
    change = noun.attr("percent_change")
    if share <= 0 or (change == "down" and share >= 1):
        raise Unread
    return Site(change, share, noun.lemma.casefold(), sentence.start, sentence.end, si, True)


def _question_lead(sentence: Sentence, si: int, lexicon: Lexicon) -> tuple[tuple[Word, ...], Site | None]:
    """The question's words, and the change its leading "If [the] tax was 15%, ..." tells (ADR 0395).

    Only that one condition is read before the question: it names the change and its percentage and
    nothing else, so it says what a sentence "The tax was 15%." would."""
    words = known_words(sentence, lexicon)
    first = words[0] if words else None
    if first is None or first.category != "subordinator" or first.lemma.casefold() != "if":
        return _words(sentence, lexicon), None
    comma = next(
        (i for i, w in enumerate(words) if w.category == "punctuation" and w.attr("mark") == "comma"), None
    )
    if comma is None:
        raise Unread
    site = _told_site(words[1:comma], si, sentence)
    if site is None:
        raise Unread
    rest = words[comma + 1 :]
    if any(w.category in STOP_CATEGORIES for w in rest):
        raise Unread
    return rest, site


def _tip_site(words: tuple[Word, ...], si: int, sentence: Sentence, lexicon: Lexicon) -> Site | None:
    """ "She tipped the waiter 20%." or "..., and tipped the waiter 20%.": the change's noun said as the
    verb (ADR 0395). The verb is a word used as a past or present verb whose lemma is a noun the lexicon
    gives an upward change of money paid (a tip); the person tipped is only who got it."""
    body = list(words)
    if body and body[-1].category == "punctuation":
        body.pop()
    at = next((i for i, w in enumerate(body) if i > 0 and _tip_verb(w, lexicon)), None)
    if at is None:
        return None
    after = body[at + 1 :]
    tipped = -1
    if after and (
        (after[0].category == "article" and after[0].lemma.casefold() == "the")
        or (
            after[0].category == "pronoun" and after[0].attr("case") in ("possessive", "object_or_possessive")
        )
    ):
        after = after[1:]
        if not after or after[0].category != "person_noun":
            raise Unread  # "tipped her 20%": a person who is the change's only party, not read here
    if after and after[0].category == "person_noun":
        tipped = after[0].index
        after = after[1:]
    if len(after) != 1 or not _percent(after[0]):
        raise Unread  # "tipped the waiter $5", "tipped 20% of the bill": not read here
    begin = at
    subject = body[begin - 1]
    if (subject.category == "pronoun" and subject.attr("case") == "subject") or _is_name(subject):
        begin -= 1
    whole = begin == 0
    if not whole:
        if body[begin - 1].category != "conjunction" or body[begin - 1].lemma.casefold() != "and":
            raise Unread
        begin -= 1
        if (
            begin >= 1
            and body[begin - 1].category == "punctuation"
            and body[begin - 1].attr("mark") == "comma"
        ):
            begin -= 1
        if begin == 0:
            raise Unread
    share = after[0].shape.value / 100
    if share <= 0:
        raise Unread
    start = sentence.tokens[body[begin].index].start
    stop = sentence.tokens[after[0].index].end
    if whole:
        start, stop = sentence.start, sentence.end
    return Site("up", share, body[at].lemma.casefold(), start, stop, si, whole, tipped)


def _tip_verb(word: Word, lexicon: Lexicon) -> bool:
    if word.category not in ("verb", "noun") or not ({"VBD", "VBZ"} & set(word.tags)):
        return False
    entry = getattr(lexicon.lookup(word.lemma), "entry", None)
    return (
        entry is not None
        and entry.attr("percent_change", "") == "up"
        and entry.attr("percent_base", "") == "paid"
    )


def _sites(words: tuple[Word, ...], si: int, sentence: Sentence, lexicon: Lexicon) -> list[Site]:
    told = _told_site(words, si, sentence)
    if told is not None:
        return [told]
    tip = _tip_site(words, si, sentence, lexicon)
    if tip is not None:
        return [tip]
    found = []
    for at in range(1, len(words) - 1):
        number, noun = words[at], words[at + 1]
        width = _changed_noun(words, at) if _percent(number) else 0
        if width == 2:
            noun = words[at + 2]
        change = noun.attr("percent_change")
        if _percent(number) and change:
            if not _article(words[at - 1]):
                raise Unread  # "the 10% discount", "his 5% raise": a change named before
            if noun.attr("percent_base") == "wage":
                change = "wage"  # a raise of a wage, a rate earned per period (ADR 0395)
            elif noun.attr("percent_base") not in ("paid", "earned"):
                raise Unread
            found.append(_percent_site(words, at, change, noun, si, sentence, width))
        elif _percent(number) and noun.category == "prep_source" and noun.lemma.casefold() == "off":
            raise Unread  # "20% off": agrees with a discount, but 'off what' is not read here
        elif said_in_dollars(number) and noun.attr("tender") == "note" and _article(words[at - 1]):
            found.append(_note_site(words, at, si, sentence))
        elif _percent(number) and at + 1 < len(words) and noun.category not in ("prep_of",):
            if noun.category in ("noun", "price_noun"):
                raise Unread  # a percentage before a noun with no change taught
    return found


def _percent_site(
    words: tuple[Word, ...], at: int, change: str, noun: Word, si: int, sentence: Sentence, width: int = 1
) -> Site:
    """ "..., and (she) got a 10% discount." or "She got a 10% discount." ending the sentence."""
    end = at + 1 + width
    if end < len(words) and words[end].category == "punctuation" and words[end].attr("mark") != "comma":
        end += 1
    if end != len(words) and not (end == len(words) - 1 and words[end].category == "punctuation"):
        raise Unread  # "a 10% discount on the shirts", "... for members": more than the change
    verb = words[at - 2] if at >= 2 else None
    if verb is None or verb.category not in SITE_VERBS[change]:
        raise Unread
    begin = at - 2
    subject = words[begin - 1] if begin >= 1 else None
    if subject is not None and (subject.category == "pronoun" and subject.attr("case") == "subject"):
        begin -= 1
    elif subject is not None and subject.category == "name":
        begin -= 1
    whole = begin == 0
    if not whole:
        if words[begin - 1].category != "conjunction" or words[begin - 1].lemma.casefold() != "and":
            raise Unread  # the change must be its own clause: '... and got a 10% discount'
        begin -= 1
        if (
            begin >= 1
            and words[begin - 1].category == "punctuation"
            and words[begin - 1].attr("mark") == "comma"
        ):
            begin -= 1
        if begin == 0:
            raise Unread
    start = sentence.tokens[words[begin].index].start
    stop = sentence.tokens[words[at + width].index].end
    share = words[at].shape.value / 100
    if share <= 0 or (change == "down" and share >= 1):
        raise Unread
    if whole:
        start, stop = sentence.start, sentence.end
    return Site(change, share, noun.lemma.casefold(), start, stop, si, whole)


def _note_site(words: tuple[Word, ...], at: int, si: int, sentence: Sentence) -> Site:
    """ "... with a $20 bill." ending a sentence that pays, or "She paid with a $20 bill." alone."""
    end = at + 2
    if not (end == len(words) or (end == len(words) - 1 and words[end].category == "punctuation")):
        raise Unread
    if at < 2 or words[at - 2].category != "prep_with":
        raise Unread  # "gave her a $20 bill", "has a $50 bill": not money handed over for the things
    start = sentence.tokens[words[at - 2].index].start
    stop = sentence.tokens[words[at + 1].index].end
    rest = words[: at - 2]
    whole = len(rest) == 2 and rest[0].category in ("pronoun", "name") and rest[1].category == "verb_pay"
    if whole:
        start, stop = sentence.start, sentence.end
    elif not any(said_in_dollars(w) for w in rest):
        raise Unread
    value = words[at].shape.value
    return Site("note", value, "bill", start, stop, si, whole)


def _is_name(word: Word) -> bool:
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def _person_word(word: Word, person: str) -> bool:
    """The story's one person: that name, or a singular subject pronoun."""
    if _is_name(word):
        return word.text.casefold() == person
    return (
        word.category == "pronoun"
        and word.attr("case") == "subject"
        and word.attr("number") == "singular"
        and word.attr("gender") in ("male", "female")
    )


def _one_person(words: list[tuple[Word, ...]], tipped: set[tuple[int, int]] = frozenset()) -> str:
    """One person pays and gets the change: one name at most, no group, no other person."""
    names = {w.text.casefold() for ws in words for w in ws if _is_name(w)}
    if len(names) > 1:
        raise Unread
    genders = set()
    for si, ws in enumerate(words):
        for w in ws:
            if w.category == "person_noun" and (si, w.index) in tipped:
                continue  # the waiter tipped only gets the tip
            if w.category == "person_noun":
                raise Unread  # "her mom gave her a $20 bill": whose money, whose change?
            if w.category == "pronoun" and w.attr("number") == "plural" and w.attr("case") != "object":
                raise Unread  # 'they', 'we': a group
            if w.category == "pronoun" and w.attr("gender") in ("male", "female"):
                genders.add(w.attr("gender"))
            gender = (w.attr("name_gender") or w.attr("gender")) if _is_name(w) else None
            if gender in ("male", "female"):
                genders.add(gender)
    if len(genders) > 1:
        raise Unread  # 'she' paid, 'he' gets the change: two people
    return next(iter(names), "")


# --- the question -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Asked:
    kind: str  # "total" (paid after the change), "amount" (the change itself), "change" (money back)
    base_question: str


def _question(words: tuple[Word, ...], site: Site, person: str) -> Asked:
    """ "How much (money) did she pay?", "How much was the discount?", "How much change did she get?"."""
    body = [w for w in words if w.category != "punctuation"]
    if len(body) < 4 or body[0].category != "question_word" or body[1].category != "question_quantity":
        raise Unread
    if body[1].attr("kind") == "count":
        raise Unread
    at = 2
    named = ""
    if body[at].category == "money_noun":
        at += 1
    elif body[at].category in ("noun", "price_noun"):
        named = body[at].lemma.casefold()
        at += 1
    if body[at].category == "copula":
        return _copula_question(body[at:], site, named, person)
    if body[at].category != "auxiliary" or at + 2 >= len(body):
        raise Unread
    aux, doer, verb = body[at], body[at + 1], body[at + 2]
    if not _person_word(doer, person):
        raise Unread
    rest = _total(body[at + 3 :])
    if site.kind == "note":
        if named != "change" or verb.category != "verb_gain":
            raise Unread  # "How much change did she get (back)?"
        if any(w.category != "preposition" for w in rest):
            raise Unread
        return Asked("change", f"How much money {aux.text} {doer.text} spend?")
    if (
        named == site.noun
        and site.kind == "part"
        and verb.category in ("verb_gain", "verb_earn")
        and not rest
    ):
        return Asked("amount", f"How much money {aux.text} {doer.text} earn?")
    if site.kind == "down" and not named and verb.category == "verb_gain" and verb.attr("aside") and not rest:
        return Asked("amount", f"How much money {aux.text} {doer.text} spend?")  # saved: the discount
    each = _per_thing(rest, site)
    if each and not named and verb.category == "verb_pay":
        return Asked(f"each:{each}", f"How much money {aux.text} {doer.text} spend?")
    rest = _after_change(rest, site)
    if named or verb.category != "verb_pay" or site.kind == "part" or rest:
        raise Unread  # "How much did she pay for the hat?": which purchase? Not read here
    return Asked("total", f"How much money {aux.text} {doer.text} spend?")


def _copula_question(body: list[Word], site: Site, named: str, person: str) -> Asked:
    """ "How much was the discount?" / "How much is her commission?": the change itself."""
    if named or len(body) != 3 or site.kind == "note" or not person:
        raise Unread
    owner, noun = body[1], body[2]
    if owner.category not in ("article", "pronoun") or noun.lemma.casefold() != site.noun:
        raise Unread
    if owner.category == "article" and owner.lemma.casefold() != "the":
        raise Unread
    verb = "earn" if site.kind == "part" else "spend"
    aux = "does" if body[0].text.casefold() == "is" else "did"
    return Asked("amount", f"How much money {aux} {person.title()} {verb}?")


def _after_change(words: list[Word], site: Site) -> list[Word]:
    """ "after [the] discount|tax|tip" names the one change told: what was paid with it (ADR 0395)."""
    if not words or words[0].category != "time_marker" or words[0].attr("relation") != "after":
        return words
    rest = words[1:]
    if rest and rest[0].category == "article" and rest[0].lemma.casefold() == "the":
        rest = rest[1:]
    if len(rest) == 1 and rest[0].category == "noun" and rest[0].lemma.casefold() == site.noun:
        return []
    return words


def _per_thing(words: list[Word], site: Site) -> str:
    """The noun of "per <thing> [after the discount]", else "" (ADR 0409)."""
    if len(words) < 2 or words[0].category != "rate_marker" or words[0].lemma.casefold() != "per":
        return ""
    if words[1].category != "noun" or _after_change(words[2:], site):
        return ""
    return words[1].lemma.casefold()


def _total(words: list[Word]) -> list[Word]:
    """ "in total", "in all", "altogether" add nothing to one payer's money spent."""
    if (
        len(words) == 1
        and words[0].category == "aggregate_marker"
        and words[0].lemma.casefold() == "altogether"
    ):
        return []
    if len(words) == 2 and words[0].category == "prep_in" and words[0].lemma.casefold() == "in":
        if words[1].lemma.casefold() in ("all", "total") and words[1].category in (
            "determiner",
            "aggregate_marker",
        ):
            return []
    return words


# --- the text without the phrase, and the answer --------------------------------


def _without(text: str, site: Site, sentences: tuple[Sentence, ...]) -> str:
    story = text[: sentences[-1].start]
    if site.sentence == len(sentences) - 1:
        return story.strip()  # the change was told in the question's leading 'if'
    return (story[: site.start] + story[site.end :]).strip()


def _combined(site: Site, kind: str, base: Fraction, answer: object) -> tuple[Fraction, object, str]:
    if kind == "change":
        value = site.value - base
        if value < 0:
            raise Unread  # the bill does not cover what was paid
        return value, answer, f"${site.value} - ${base} = ${value} back"
    part = base * site.value
    if kind == "amount":
        return part, answer, f"{site.value * 100}% of ${base} = ${part}"
    value = base - part if site.kind == "down" else base + part
    return value, answer, f"${base} {'-' if site.kind == 'down' else '+'} {site.value * 100}% = ${value}"


__all__ = ["read_percent_noun"]
