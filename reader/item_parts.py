"""Parts told for each thing of a kind, asked in total over the things counted (ADR 0336).

"Andre catches 8 ladybugs on Monday and 5 ladybugs on Tuesday. Each ladybug has 6 dots. How many dots
do the ladybugs have in all?" refused: a ladybug's dots are its own (ADR 0148), so no holder of the
ladybugs holds them, and 'the ladybugs' named no holder the reader knew. The dots belong to the things
themselves, so the question is the count of the things times the parts of each. Like ADR 0270, the
count of each told kind is left to the ordinary reader: the story, without the sentences that tell
parts, is asked again once per kind ("How many ladybugs are there in all?", "How many lilies does Elena
have?", "How many lilies are in Elena's garden?", "How many sandwiches does Sally eat?"), and the answer
is the sum of count x told parts.

The shapes read (anything else leaves the first refusal standing):

- told parts: "Each|Every <kind> has|contains|uses N <parts>" as a sentence, or as a question's opening
  "If each <kind> has N <parts>, how many ...": one count per kind, every told part the asked one;
- the question "How many <parts> ...": of the things of a kind ("do|did the <kinds> have [in all]",
  "do <Name>'s|her <kinds> have", "are there in total for all the <kinds>"); of everything counted
  ("are|were there [in all]", "are in <place>"); or of one doer's act on them ("does Sally eat",
  "did Julia buy in all"), never of a being's own parts moved with it;
- every number in the story counts a noun right after it. A counted noun of the asked kind (or of a
  wider kind, which may be it) needs parts of its own; with no kind asked, every counted noun does;
- no negation, no 'each' or 'every' elsewhere, and with no act asked no verb of giving up, selling or
  losing (the things asked might be gone or elsewhere).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.beings import is_being
from reader.derivation import fmt
from reader.kinds import kind_chain, lexicon_kinds
from reader.parts_of_things import PartsOfThings  # one result type for both totals of parts (ADR 0343)
from reader.rules.context import Word
from reader.text_words import text_words
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none, plain_number, plain_words

TOLD_VERBS = frozenset({"have", "contain", "use"})
HOLDING = frozenset({"have", "contain"})
GONE = frozenset({"verb_lose", "verb_give", "verb_sell", "verb_split", "verb_pay", "verb_change"})
TOTALS = (("in", "all"), ("in", "total"), ("altogether",), ("combined",), ("together",), ())
OWNERS = {"his": "he", "her": "she", "their": "they"}
NUMBER_MODS = frozenset({"adjective"})


def read_item_parts(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> PartsOfThings | None:
    """The told parts of the things counted in the asked scope, or None when the problem is not this shape."""
    if not text_words(text, lexicon).texts & {"each", "every"}:
        return None  # no "Each ladybug has 6 dots" (_told): no told parts
    return or_none(_read, text, lexicon, read)


@dataclass(frozen=True, slots=True)
class Told:
    """One kind's told parts: the kind's lemma, the verb lemma, the parts' lemmas and how many."""

    kind: str
    verb: str
    parts: tuple[str, ...]
    value: Fraction


def _texts(words: tuple[Word, ...]) -> tuple[str, ...]:
    return tuple(w.text.casefold() for w in words)


def _parts_at(words: tuple[Word, ...], at: int) -> tuple[tuple[str, ...], int, Word]:
    """ "dots", "pieces of bread": the parts' lemmas, where they end, and the head word."""
    head = words[at] if at < len(words) else None
    if head is None or head.category not in ("noun", "unit_noun", "quantity_noun"):
        raise Unread
    lemmas = [head.lemma.casefold()]
    end = at + 1
    if end + 1 < len(words) and words[end].category == "prep_of" and words[end + 1].category == "noun":
        lemmas += ["of", words[end + 1].lemma.casefold()]
        end += 2
    return tuple(lemmas), end, head


def _told(words: tuple[Word, ...]) -> Told | None:
    """ "Each ladybug has 6 dots": one kind's told parts; None for a sentence that does not open so."""
    texts = _texts(words)
    if len(words) < 4 or texts[0] not in ("each", "every"):
        return None
    kind, verb, number = words[1], words[2], words[3]
    value = plain_number(number)
    if kind.category != "noun" or "NN" not in kind.tags or texts[1] != kind.lemma.casefold():
        raise Unread
    if verb.lemma.casefold() not in TOLD_VERBS or "VBZ" not in verb.tags or value is None:
        raise Unread
    if value <= 0 or value.denominator != 1:
        raise Unread
    parts, end, head = _parts_at(words, 4)
    if end != len(words) or (value != 1 and "NNS" not in head.tags):
        raise Unread
    return Told(kind.lemma.casefold(), verb.lemma.casefold(), parts, value)


@dataclass(frozen=True, slots=True)
class Asked:
    """What the question asks: the parts, the kind narrowing the things (or ''), how each count is re-asked.

    ``ask`` is the re-asked question with ``{}`` for the kind's plural; ``act`` a doer's verb, or ''.
    """

    parts: tuple[str, ...]
    kind: str
    verb: str
    ask: str
    act: bool


def _total_at(texts: tuple[str, ...], at: int) -> int:
    """Past a totalling ending ("in all", "altogether") at ``at``; Unread unless the sentence ends there."""
    for total in TOTALS:
        if texts[at : at + len(total)] == total and at + len(total) == len(texts):
            return at + len(total)
    raise Unread


def _asked(words: tuple[Word, ...]) -> Asked | None:
    texts = _texts(words)
    if texts[:2] != ("how", "many") or len(words) < 5:
        return None
    parts, at, head = _parts_at(words, 2)
    if "NNS" not in head.tags or texts[2] == head.lemma.casefold() and "NN" in head.tags:
        raise Unread  # "How many sheep": one or many?
    aux = texts[at]
    if aux in ("are", "were") and words[at].category == "copula":
        if at + 1 < len(words) and texts[at + 1] == "there":
            after = at + 2
            if texts[after : after + 3] == ("in", "total", "for") or texts[after : after + 2] == ("for",):
                after += 2 if texts[after] == "in" else 0
                if texts[after : after + 3] != ("for", "all", "the"):
                    raise Unread
                kind = _kind(words, after + 3)
                if after + 4 != len(words):
                    raise Unread
                return Asked(parts, kind, "", f"How many {{}} {aux} there in all?", act=False)
            _total_at(texts, after)
            return Asked(parts, "", "", f"How many {{}} {aux} there in all?", act=False)
        if at + 1 < len(words) and words[at + 1].category == "prep_in":
            return Asked(parts, "", "", "How many {} " + _from(words, at), act=False)
        raise Unread
    if aux not in ("do", "did", "does"):
        raise Unread
    at += 1
    if aux in ("do", "did") and texts[at : at + 1] == ("the",):
        kind = _kind(words, at + 1)
        verb = _verb(words, at + 2)
        _total_at(texts, at + 3)
        return Asked(
            parts, kind, verb, f"How many {{}} {'were' if aux == 'did' else 'are'} there in all?", False
        )
    if (
        aux in ("do", "did")
        and at + 1 < len(words)
        and (_named(words[at]) or words[at].category == "pronoun")
    ):
        if _named(words[at]) and texts[at + 1] == "'s":
            who, k = words[at].text, at + 2
        elif words[at].category == "pronoun" and texts[at] in OWNERS:
            who, k = OWNERS[texts[at]], at + 1
        else:
            who, k = "", at
        if who:
            kind = _kind(words, k)
            verb = _verb(words, k + 1)
            _total_at(texts, k + 2)
            does = "did" if aux == "did" else ("do" if who == "they" else "does")
            return Asked(parts, kind, verb, f"How many {{}} {does} {who} have?", act=False)
    if aux in ("does", "did") and at + 1 < len(words):
        doer = words[at]
        if not _named(doer) and not (doer.category == "pronoun" and doer.attr("case") == "subject"):
            raise Unread
        verb = words[at + 1]
        if not verb.category.startswith("verb") or "VB" not in verb.tags:
            raise Unread
        _total_at(texts, at + 2)
        return Asked(parts, "", verb.lemma.casefold(), "How many {} " + _from(words, at - 1), act=True)
    raise Unread


def _named(word: Word) -> bool:
    """A person's name, or a capitalised word the lexicon knows as a given name ("Sally")."""
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def _from(words: tuple[Word, ...], at: int) -> str:
    """The question's own words from the ``at``-th word on ("are in Elena's garden?")."""
    joined = " ".join(w.text for w in words[at:])
    return joined.replace(" 's", "'s").replace(" ,", ",") + "?"


def _kind(words: tuple[Word, ...], at: int) -> str:
    if at >= len(words):
        raise Unread
    kind = words[at]
    if kind.category != "noun" or "NNS" not in kind.tags or kind.text.casefold() == kind.lemma.casefold():
        raise Unread  # "the sheep": one or many?
    return kind.lemma.casefold()


def _verb(words: tuple[Word, ...], at: int) -> str:
    if at >= len(words) or "VB" not in words[at].tags:
        raise Unread
    lemma = words[at].lemma.casefold()
    if lemma not in TOLD_VERBS:
        raise Unread
    return lemma


def _counted(words: tuple[Word, ...]) -> list[str]:
    """The lemmas of the nouns the sentence's numbers count ("8 lilies", "5 red tulips")."""
    found: list[str] = []
    for at, word in enumerate(words):
        if word.category in ("negation",) or word.text.casefold() in ("each", "every", "not", "no"):
            raise Unread
        value = plain_number(word)
        if value is None:
            if word.category in ("number", "number_word", "fraction_word", "multiplier", "percent_word"):
                raise Unread
            continue
        if value <= 0 or value.denominator != 1:
            raise Unread
        k = at + 1
        while k < len(words) and words[k].category in NUMBER_MODS:
            k += 1
        if k >= len(words) or words[k].category != "noun":
            raise Unread  # "5 more", "3 of them", "2 years": not a counted thing
        if k + 1 < len(words) and words[k + 1].category in ("noun", "prep_of"):
            raise Unread  # "2 dog houses"; "5 bags of candy" says what they hold (ADR 0240)
        found.append(words[k].lemma.casefold())
    return found


def _plural(lemma: str, lexicon: Lexicon) -> str:
    sense = lexicon.lookup(lemma)
    entry = getattr(sense, "entry", None)
    if entry is None:
        raise Unread
    plurals = sorted({s for s, tag in entry.forms if tag == "NNS"} - {lemma})
    if len(plurals) != 1:
        raise Unread
    return plurals[0]


def _read(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]) -> PartsOfThings | None:
    from reader.api import Answer

    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    last = sentences[-1]
    qwords = plain_words(last, lexicon)
    told: dict[str, Told] = {}
    qtexts = _texts(qwords)
    if qtexts[:1] == ("if",) and "," in qtexts:  # "If each ladybug has 6 dots, how many ..."
        comma = qtexts.index(",")
        found = _told(qwords[1:comma])
        if found is None:
            raise Unread
        told[found.kind] = found
        qwords = qwords[comma + 1 :]
    body: list[str] = []
    counted: list[str] = []
    verbs: set[str] = set()
    for sentence in sentences[:-1]:
        if sentence.is_question:
            raise Unread
        words = plain_words(sentence, lexicon)
        found = _told(words)
        if found is not None:
            if found.kind in told:
                raise Unread  # one kind's parts told twice
            told[found.kind] = found
            continue
        counted += _counted(words)
        verbs |= {w.category for w in words if w.category.startswith("verb")}
        body.append(text[sentence.start : sentence.end])
    if not told or not body:
        return None
    asked = _asked(qwords)
    if asked is None:
        return None
    _counted(tuple(w for w in qwords))  # no number, 'each' or negation in the question
    if any(t.parts != asked.parts for t in told.values()):
        raise Unread  # another part told, or a part of a part
    if any(t.kind in asked.parts for t in told.values()):
        raise Unread
    if asked.verb and not asked.act:
        if any((t.verb in HOLDING) != (asked.verb in HOLDING) for t in told.values()):
            raise Unread  # "do the sandwiches have" after "each sandwich uses"
        if asked.verb == "use" and any(t.verb != "use" for t in told.values()):
            raise Unread
    if not asked.act:
        if any(t.verb not in HOLDING for t in told.values()) and asked.verb != "use":
            raise Unread  # bread a sandwich uses is not held by it
        if verbs & GONE:
            raise Unread  # things given up, sold or lost: which of them are asked?
    kind_of = lexicon_kinds(lexicon.lookup, lexicon.entries)
    chains = {lemma: kind_chain(lemma, kind_of) for lemma in set(counted) | set(told)}
    if any(a != b and a in chains[b] for a in told for b in told):
        raise Unread  # one told kind inside another
    if asked.kind:
        wider = (asked.kind, *kind_chain(asked.kind, kind_of))
        kinds = [k for k in told if k == asked.kind or asked.kind in chains[k]]
        for lemma in set(counted) - set(told):
            if lemma == asked.kind or asked.kind in chains[lemma] or lemma in wider:
                raise Unread  # counted things of the asked kind with no parts told
            if not chains[lemma] and asked.kind not in told:
                raise Unread  # a thing of no known kind may be one of the asked wider kind
    else:
        kinds = list(told)
        if set(counted) - set(told):
            raise Unread  # with no kind asked, every counted thing needs its parts
    if not kinds or set(told) - set(kinds) and not asked.kind:
        raise Unread
    if asked.act and any(is_being(k, kind_of) for k in kinds):
        raise Unread  # a being's parts are its own, not moved with it (ADR 0148)
    if any(k not in counted for k in kinds):
        raise Unread  # parts told of a kind the story never counts
    story = " ".join(body)
    bases: list[object] = []
    terms: list[str] = []
    total = Fraction(0)
    unit = " ".join(asked.parts)
    for kind in kinds:
        plural = _plural(kind, lexicon)
        base = read(f"{story} {asked.ask.format(plural)}", lexicon)
        if not isinstance(base, Answer) or base.unit != kind:
            raise Unread
        if base.value <= 0 or base.value.denominator != 1:
            raise Unread
        bases.append(base)
        total += base.value * told[kind].value
        terms.append(f"{fmt(base.value)} {plural} x {fmt(told[kind].value)} {unit}")
    step = f"{' + '.join(terms)} = {fmt(total)} {unit}"
    return PartsOfThings(total, tuple(bases), step, asked.parts[0])


def same_container_text(text: str, lexicon: Lexicon) -> tuple[str, str] | None:
    """ "3 packs of balls ... 19 balls in each package": the rate's noun put back as the one counted.

    The pack's ``same_as`` says a noun is another name for a container ('package' for 'pack'). Read so
    only after 'each' or 'every', when the story counts the other noun and never this one itself, and
    one such noun is in the text; the rewritten text goes to the ordinary reader. None otherwise.
    """
    if "same_as" not in text_words(text, lexicon).attrs:
        return None  # no noun names another's container: ``found`` below stays empty (a guard)
    sentences = split_sentences(text)
    found: list[tuple[int, str, str]] = []  # (offset of the word, its text, the noun it stands for)
    lemmas: list[str] = []
    counted: set[str] = set()
    held: dict[str, set[str]] = {}  # what "<container>s of <thing>" say each container noun holds
    for sentence in sentences:
        words = or_none(plain_words, sentence, lexicon)
        if words is None:
            return None
        for at, word in enumerate(words):
            lemma = word.lemma.casefold()
            if word.category == "noun":
                lemmas.append(lemma)
                if at and plain_number(words[at - 1]) is not None and "NNS" in word.tags:
                    counted.add(lemma)
                if at + 1 < len(words) and words[at + 1].category == "prep_of":
                    k = at + 2
                    while k < len(words) and words[k].category == "adjective":
                        k += 1
                    held.setdefault(lemma, set()).add(words[k].lemma.casefold() if k < len(words) else "")
            other = word.attr("same_as") if word.category == "noun" else ""
            if other:
                before = words[at - 1].text.casefold() if at else ""
                if before not in ("each", "every") or "NN" not in word.tags or word.text.casefold() != lemma:
                    return None
                found.append((sentence.tokens[word.index].start, word.text, other))
    if len(found) != 1:
        return None
    start, surface, other = found[0]
    own = surface.casefold()
    if lemmas.count(own) != 1 or other not in counted:
        return None  # the noun itself is counted or named again, or the other one is not counted
    if len(held.get(other, set())) > 1:
        return None  # "packs of gum and packs of candy": which of them is 'each package'?
    if text[start : start + len(surface)] != surface:
        return None
    rewritten = text[:start] + other + text[start + len(surface) :]
    return rewritten, f"'each {surface}' read as 'each {other}': the story counts {other}s only"


__all__ = ["read_item_parts", "same_container_text"]
