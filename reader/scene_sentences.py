""" "Yesterday, Dan and Will were invited to a party. Dan broke 2 glasses, ..." (ADR 0453).

Many stories open with a sentence that only sets the scene: it tells who is there and what they are
about, and no amount. The sentence reader refuses such a sentence (a passive with no giver, 'eating'
with no amount, 'had' with nothing counted), though the story after it is a whole problem of its own.
Leaving the opening sentence out and reading the rest is right only when that sentence can change no
amount the rest counts, so it is dropped under strict guards, every one a refusal when it fails:

- the story has three sentences or more, and the opening one is a statement ('.'), not a question;
- it tells no amount: no digit, '$' or '%', and no word of a category that says or changes an amount
  (numbers, fractions, multipliers, comparatives, 'each', 'every', 'per', 'only', 'rest', 'left',
  'more', 'another', 'same', 'all', 'both', 'some', units, money, prices), no negation ('no', 'not',
  'never', 'without') and no word that says an earlier or a later time of the same doing ('again',
  'still', 'already', 'then', 'kept');
- every word is known to the pack (an unknown word might be anything), and every name in it is named
  again later (a person met only here could be one of 'they');
- no kind of person ('his friend', 'her sister') and no 'they', 'we', 'I' or 'you': such a person
  could be one of the people a question adds up, and the rest would not count them;
- no noun whose lemma or wider kind ('dog' is a pet and an animal) is named again later: a thing
  held, moved or made in the opening sentence might be the very thing the rest counts ("Tom has a
  dog. He buys 2 dogs." keeps its refusal). The one exception is a start the rest tells at once: "Ali
  had a collection of shells. He started with 80 shells." -- the thing named again is the thing of
  that first count only, told of the opening sentence's one name (or a pronoun of its gender), after an
  opening whose one verb is a holding ('had', 'has'): "bought shells" might come before or after the start;
- no verb of holding, getting, giving or making ("is collecting shells" before "She has 36 snails")
  but in the one exception above;
- the rest must be read whole by the whole reader, which checks its own names, pronouns and question.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.rewrites import Rewrite
from reader.tokenise import split_sentences

TOKEN = re.compile(r"[A-Za-z]+(?:[’'][A-Za-z]+)*|\d+|\S")
# Categories whose words tell, change or compare an amount: any one of them keeps the first refusal.
AMOUNT_CATEGORIES = frozenset(
    {
        "number_word",
        "scale_word",
        "multiplier",
        "fraction_word",
        "ordinal_word",
        "percent_word",
        "vague_quantifier",
        "comparative",
        "than_marker",
        "as_marker",
        "equality_marker",
        "distributive",
        "rate_marker",
        "residual_marker",
        "additive_marker",
        "exclusive_marker",
        "approximator",
        "negation",
        "unit_noun",
        "coin_noun",
        "money_noun",
        "price_noun",
        "quantity_noun",
        "question_word",
        "question_quantity",
        "person_noun",
        "verb_start",
        "verb_remain",
        "verb_need",
        "verb_change",
        "verb_split",
        "disjunction",
        "subordinator",
        "relative_pronoun",
        "existential",
    }
)
BANNED_WORDS = frozenset(
    {
        "all",
        "both",
        "any",
        "other",
        "every",
        "each",
        "per",
        "only",
        "same",
        "equal",
        "rest",
        "left",
        "remaining",
        "more",
        "less",
        "another",
        "twice",
        "half",
        "no",
        "not",
        "never",
        "without",
        "empty",
        "none",
        "nothing",
        "nobody",
        "again",
        "still",
        "already",
        "then",
        "now",
        "initially",
        "before",
        "after",
        "later",
        "once",
        "kept",
        "keep",
        "keeps",
        "continue",
        "continued",
        "continues",
        "also",
        "too",
        "whole",
        "full",
        "pair",
        "couple",
        "dozen",
        "lot",
        "lots",
        "number",
        "amount",
        "total",
        "sum",
        "they",
        "them",
        "their",
        "we",
        "us",
        "our",
        "i",
        "me",
        "my",
        "you",
        "your",
        "everyone",
        "everybody",
        "someone",
        "somebody",
        "people",
    }
)
NOUN_CATEGORIES = frozenset({"noun", "person_noun", "money_noun", "price_noun", "coin_noun", "unit_noun"})
KIND_ATTRS = ("kind_of", "held_as", "covers", "same_as")
ALLOWED_PUNCTUATION = frozenset({",", "."})
START = re.compile(
    r"^(?P<who>[A-Z][a-z]+) (?:started with|starts with|began with|begins with) \d+ (?P<thing>[a-z]+)\.$"
)
GROUP_WORDS = frozenset(
    {
        "they",
        "them",
        "their",
        "we",
        "us",
        "our",
        "together",
        "total",
        "altogether",
        "combined",
        "both",
        "all",
        "each",
    }
)
# Verbs by which the opening sentence could hold, get or make things ("is collecting shells"): such an
# opening stands only before a start told at once.
HOLDING_VERBS = frozenset(
    {
        "verb_possess",
        "verb_gain",
        "verb_take",
        "verb_buy",
        "verb_sell",
        "verb_give",
        "verb_produce",
        "verb_earn",
    }
)
PRONOUN_GENDER = {"He": "male", "She": "female"}


def scene_sentences(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The story without its opening sentence when that sentence only sets the scene; None otherwise."""
    sentences = split_sentences(text)
    if len(sentences) < 3 or sentences[0].terminator != ".":
        return None
    first = text[sentences[0].start : sentences[0].end].strip()
    rest = text[sentences[1].start :].strip()
    if re.search(r"[\d$%]", first):
        return None
    tokens = TOKEN.findall(first)
    rest_tokens = TOKEN.findall(rest)
    names: set[str] = set()
    verbs: set[str] = set()
    nouns: dict[str, frozenset[str]] = {}
    for index, token in enumerate(tokens):
        if token in ALLOWED_PUNCTUATION:
            continue
        if not token.isalpha() or token.lower() in BANNED_WORDS:
            return None
        sense = lexicon.lookup(token)
        if sense is None:
            return None
        category = sense.category
        if category in AMOUNT_CATEGORIES or category == "punctuation":
            return None
        if category == "name":
            if not token[0].isupper():
                return None
            names.add(sense.entry.lemma)
        elif token[0].isupper() and index > 0:
            return None  # a capital inside the sentence that is no name: a place or a title, unread
        if category.startswith("verb"):
            verbs.add(category)
        if category in NOUN_CATEGORIES:
            nouns[sense.entry.lemma] = _kinds(sense.entry)
    rest_names = set()
    rest_kinds: dict[str, frozenset[str]] = {}
    for token in rest_tokens:
        sense = lexicon.lookup(token) if token.isalpha() or "’" in token or "'" in token else None
        if sense is None:
            continue
        if sense.category == "name":
            rest_names.add(sense.entry.lemma)
        elif sense.category in NOUN_CATEGORIES:
            rest_kinds[sense.entry.lemma] = _kinds(sense.entry)
    for token in rest_tokens:
        if "’" in token or "'" in token:
            owner = lexicon.lookup(re.split(r"[’']", token)[0])
            if owner is not None and owner.category == "name":
                rest_names.add(owner.entry.lemma)
    if "$" in rest:
        rest_kinds["money"] = frozenset({"money"})
    if not names or not (names <= rest_names or _one_unnamed(names, rest_names, rest_tokens)):
        return None
    shared = {lemma for lemma, kinds in nouns.items() if any(kinds & other for other in rest_kinds.values())}
    if (shared or verbs & HOLDING_VERBS) and (
        verbs != {"verb_possess"} or not shared or not _told_start(rest, names, nouns, shared, lexicon)
    ):
        return None  # a holding, a gain or a making of things the rest does not start from at once
    return Rewrite(rest, (f"the opening sentence only sets the scene: {first}",))


def _one_unnamed(names: set[str], rest_names: set[str], rest_tokens: list[str]) -> bool:
    """One name the rest only calls by a pronoun: the rest names nobody and counts no group of people."""
    return len(names) == 1 and not rest_names and not GROUP_WORDS & {token.lower() for token in rest_tokens}


def _kinds(entry) -> frozenset[str]:
    """The noun's lemma and every wider kind the pack gives it (a dog is a pet and an animal)."""
    kinds = {entry.lemma}
    for attr in KIND_ATTRS:
        value = entry.attr(attr)
        if value:
            kinds.update(value.split())
    return frozenset(kinds)


def _told_start(
    rest: str, names: set[str], nouns: dict[str, frozenset[str]], shared: set[str], lexicon
) -> bool:
    """The rest opens with the one name's first count of the one shared thing ("He started with 80 shells.")."""
    if len(names) != 1 or len(shared) != 1:
        return False
    opening = split_sentences(rest)[0]
    match = START.match(rest[opening.start : opening.end].strip())
    if match is None:
        return False
    (name,) = names
    who = match["who"]
    if who in PRONOUN_GENDER:
        gender = lexicon.lookup(name).entry.attr("gender")
        if gender not in (PRONOUN_GENDER[who], "any"):
            return False
    elif who != name:
        return False
    thing = lexicon.lookup(match["thing"])
    if thing is None or thing.entry.lemma not in shared:
        return False
    return not any(nouns[lemma] & _kinds(thing.entry) for lemma in nouns if lemma not in shared)
