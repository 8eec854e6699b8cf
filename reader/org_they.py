""" "A pottery shop ... They sell ...": 'they' for one shop, firm, farm or team told in the singular (ADR 0502).

English speaks of a body of people told as one thing (a shop, a store, a bakery, a factory, a company,
a farm, a school, a team, a club) as 'they': "A candle shop pours 60 candles a day. They sell 45
candles a day." The sentence reader finds no plural doer for 'they' and refuses. The pack marks such
nouns (`body: "yes"`, ADR 0502); this reading retells each 'they' as the body ("a candle shop" is
written back as "the shop", at the start of a sentence "The shop"), 'their' as 'its', and the verb
after 'they' in the singular ("sell" as "sells", "do they" as "does the shop", "have" as "has"), and
has the whole reader read the retold story, so every check of the older readings still holds.
Invented examples:

- "A pie shop bakes 24 pies a day. How many pies do they bake in 5 days?" is read as "... How many
  pies does the shop bake in 5 days?" (120).
- "A toy workshop builds 80 kites a week. They sell 50 kites a week. ..." stays refused: 'workshop'
  carries no body mark in the pack.

Only a story of two to six sentences, the last a question, is retold, and only when 'they' can mean
nothing but the body:

- exactly one body noun, said once or more but always the same one, in the singular, and named
  before the first 'they';
- no person (no name, no person noun: owners, workers, customers, students could be 'they'), no
  other pronoun than 'they', 'their', 'it' and 'its' ('them' stands for things), no plural living
  thing (cows, hens, bees: "They eat ..." may be the animals), no other collective of members;
- no plural thing named before a 'they' but the things a verb of making, selling, buying, giving or
  getting acts on ("made 40 pies") and the kind a question asks ("how many cars"): "A mill has 4 saws.
  They cut ..." may mean the saws;
- each 'they' opens its clause and is followed by a verb a body does -- making, selling, buying,
  earning, paying, spending, using, needing, giving, getting, having -- or by 'do', 'will', 'can'
  and the like before such a verb. 'They are', 'they were', a passive, and any verb things may do
  themselves ('cost', 'weigh', 'last') refuse;
- no 'together', 'both', 'all', 'combined' or 'each' anywhere: words that count several doers;
- no quotation marks.

A story the retold text does not read (a price with 'each', a second unit) keeps its first refusal.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, lowered, or_none_cut, short_story

THEY = frozenset({"they", "their"})
SEVERAL = frozenset({"together", "both", "all", "combined", "each"})  # words that count several doers
LETS_THROUGH = frozenset({"it", "its"})
DOING = frozenset(
    {
        "verb_sell",
        "verb_buy",
        "verb_earn",
        "verb_pay",
        "verb_produce",
        "verb_give",
        "verb_gain",
        "verb_lose",
        "verb_need",
    }
)
HANDLED = frozenset(
    {"verb_sell", "verb_buy", "verb_produce", "verb_give", "verb_gain"}
)  # things made, sold, got
KEPT_AUXILIARIES = frozenset({"will", "would", "can", "could", "did", "should", "must", "might", "may"})
SINGULAR_AUXILIARIES = {"do": "does", "have": "has"}
LIVING = frozenset({"animal", "creature", "insect", "person", "plant", "fish", "bird"})


def org_they(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The story with each 'they' of the one body retold as that body, in the singular."""
    if not any(w in text.casefold().split() for w in ("they", "their")):
        return None
    return or_none_cut(_retold, text, lexicon)


def _retold(text: str, lexicon: Lexicon) -> Rewrite | None:
    if '"' in text or "\u201c" in text:
        raise Unread  # 'they' inside a quote speaks of someone else
    sentences = split_sentences(text)
    said = short_story(sentences, lexicon, 6)
    if any(len(s.tokens) != len(words) for s, words in zip(sentences, said, strict=True)):
        raise Unread  # a word of several tokens: the edits are placed by word
    body = _the_body(said, lexicon)
    if any(t in SEVERAL for words in said for t in lowered(words)):
        raise Unread  # "do they bake together", "they each": several doers may be meant
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    seen_body = False
    seen_plural = False
    for sentence, words in zip(sentences, said, strict=True):
        texts = lowered(words)
        for i, word in enumerate(words):
            if word.category == "noun" and word.attr("body") == "yes":
                seen_body = True
            if texts[i] not in THEY:
                if _acting_plural(words, texts, i):
                    seen_plural = True
                continue
            if not seen_body:
                raise Unread  # 'they' before the body is named: someone else
            token = sentence.tokens[i]
            if texts[i] == "their":
                edits.append((token.start, token.end, "Its" if i == 0 else "its"))
                continue
            if seen_plural:
                raise Unread  # "A factory has 4 machines. They make ...": the things may be meant
            edits += _they_edits(sentence.tokens, words, texts, i, body)
            steps.append(f"'{word.text}' is the {body}")
    if not steps:
        raise Unread
    return with_edits(text, edits, steps)


def _the_body(said: list[tuple[Word, ...]], lexicon: Lexicon) -> str:
    """The one body noun of the story; Unread when there is none, two, or anyone else 'they' may mean."""
    bodies: set[str] = set()
    for words in said:
        texts = lowered(words)
        for i, word in enumerate(words):
            if word.category in ("name", "person_noun"):
                raise Unread  # a person: 'they' may be people
            if word.category == "pronoun" and texts[i] not in THEY | LETS_THROUGH:
                raise Unread  # 'them', 'he', 'she', 'we': someone else is spoken of
            if word.category != "noun":
                continue
            if word.attr("body") == "yes":
                if "NN" not in word.tags:
                    raise Unread  # "the shops": 'they' are several
                bodies.add(word.lemma)
            elif word.attr("members") == "yes":
                raise Unread  # another group of members
            elif "NNS" in word.tags and _living(word, lexicon):
                raise Unread  # "They eat ...": the animals may be meant
    if len(bodies) != 1:
        raise Unread
    return next(iter(bodies))


def _acting_plural(words: tuple[Word, ...], texts: list[str], at: int) -> bool:
    """Whether the word is a plural noun that 'they' after it could mean: any plural noun but the one a
    question asks for ("how many cars") and the things a verb of making, selling or getting acts on in
    its own clause ("made 40 pies", "sells 20 cakes a day")."""
    word = words[at]
    if word.category != "noun" or "NNS" not in word.tags or "NN" in word.tags:
        return False
    if texts[max(0, at - 3) : at][-2:] == ["how", "many"] or texts[max(0, at - 3) : at] == [
        "how",
        "many",
        "more",
    ]:
        return False
    for j in range(at - 1, -1, -1):
        if texts[j] in (",", "and", "if", "when", "so", "then") or texts[j] in THEY:
            if texts[j] in THEY:
                continue
            return True
        if words[j].category.startswith("verb"):
            return words[j].category not in HANDLED
    return True


def _living(word: Word, lexicon: Lexicon) -> bool:
    """Whether the noun's kinds, followed up in the pack, reach a living thing."""
    kind = word.lemma
    for _ in range(6):
        if kind in LIVING:
            return True
        sense = lexicon.lookup(kind)
        if sense is None:
            return False
        kind = dict(sense.entry.attrs).get("kind_of") or ""
        if not kind:
            return False
    return True


def _they_edits(
    tokens: tuple, words: tuple[Word, ...], texts: list[str], at: int, body: str
) -> list[tuple[int, int, str]]:
    """ "They sell" as "The shop sells", "do they sell" as "does the shop sell"; Unread for any other
    place of 'they'."""
    token = tokens[at]
    subject = f"The {body}" if at == 0 else f"the {body}"
    before = texts[at - 1] if at > 0 else ""
    opens = at == 0 or before in (",", "if", "when", "and", "so", "then")
    if opens:
        j = at + 1
        while j < len(words) and texts[j] in ("also", "still", "only", "now", "then"):
            j += 1
        if j >= len(words):
            raise Unread
        if texts[j] in KEPT_AUXILIARIES:
            _doing_after(words, j + 1)
            return [(token.start, token.end, subject)]
        if (
            texts[j] in SINGULAR_AUXILIARIES
            and j + 1 < len(words)
            and words[j + 1].category.startswith("verb")
        ):
            _doing_after(words, j + 1)
            return [
                (token.start, token.end, subject),
                (tokens[j].start, tokens[j].end, SINGULAR_AUXILIARIES[texts[j]]),
            ]
        verb = _doing(words[j])
        if "VBD" in verb.tags or "VBZ" in verb.tags:
            return [(token.start, token.end, subject)]
        singular = _third_person(verb)
        return [(token.start, token.end, subject), (tokens[j].start, tokens[j].end, singular)]
    if before in KEPT_AUXILIARIES:
        _doing_after(words, at + 1)
        return [(token.start, token.end, subject)]
    if before in SINGULAR_AUXILIARIES:
        _doing_after(words, at + 1)
        aux = tokens[at - 1]
        return [(aux.start, aux.end, SINGULAR_AUXILIARIES[before]), (token.start, token.end, subject)]
    raise Unread  # 'they' after a preposition or a verb, 'are they': no plain subject


def _doing_after(words: tuple[Word, ...], at: int) -> None:
    if at >= len(words):
        raise Unread
    _doing(words[at])


def _doing(word: Word) -> Word:
    """The verb after 'they' when a body does it; Unread otherwise."""
    if word.category in DOING or word.category == "verb_possess":
        return word
    raise Unread  # 'are', 'cost', 'weigh': a state or a doing of things


def _third_person(verb: Word) -> str:
    """The verb's form after 'it' ("sell" -> "sells"), from the pack's forms."""
    if "VB" not in verb.tags or verb.sense is None:
        raise Unread
    forms = [surface for surface, tag in verb.sense.entry.forms if tag == "VBZ"]
    if len(forms) != 1:
        raise Unread
    return forms[0]


__all__ = ["org_they"]
