"""What the rest of a supply makes at a recipe per made thing (ADR 0229).

"The bakery had 80 pears. For breakfast they handed out 20 to guests and decided to use the rest
to make tarts. If each tart takes 5 pears, how many tarts could they make?" A supply, some of it gone,
a clause that turns what is left into made things, and a recipe: the things one made thing takes.
The answer is (things left) / (things per made thing).

The things left are never counted here: the recipe and the clause that uses the rest are taken out
and the ordinary reading is asked "How many <things> does <doer> have left?" ("How many <things>
are left?" for 'they', which ADR 0040 answers only for the one organisation of a story). Only this
shape is read:

- the clause closes a story sentence: "and [<verb in the past> to] use the rest to <make> <made
  things>" ('and used the rest to make pies', 'and decided to use the rest to make pies'); the
  using verb is a losing verb, the making verb a `verb_produce`; the sentence's subject (its first
  pronoun or name) is the question's subject;
- the recipe is one statement "each <made thing> takes/needs N <things>" (a story sentence or the
  question's fronted 'if' clause); 'each' must be there;
- the question is "how many <made things> could/can/would/will <doer> <make> [with the rest]"
  with the clause's own making verb and made thing;
- the clause's sentence is the last of the story: a change told after the rest was set aside may or
  may not be in it;
- no negation, no other 'each', 'per' or rate anywhere in the story, and every number followed by a
  noun counts the recipe's things ("45 plums and 20 figs": the rest of what?).

The made count must be a positive whole number: a rest that does not divide evenly refuses (how many
could be made is then a rounding the story does not ask for), as does a rest of nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from reader.lifecycle import sentence_words
from reader.reasked_steps import Reasked, category_of, clause_words, positive_number
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

MODALS = frozenset({"could", "can", "would", "will"})
RECIPE_VERBS = frozenset({"verb_take", "verb_need"})  # "each pie takes / needs 6 apples"
USING = "verb_lose"  # 'use' loses what it uses
MAKING = "verb_produce"
EACH = "each"


@dataclass(frozen=True, slots=True)
class Recipe:
    """ "each pie takes 6 apples": the things one made thing takes."""

    made: str  # lemma of the made thing
    value: Fraction
    things: Word  # the plural things used


def _noun(word: Word | None, tag: str) -> bool:
    return word is not None and word.category == "noun" and tag in word.tags and not word.text[:1].isupper()


def _recipe(words: tuple[Word | None, ...], texts: tuple[str, ...]) -> Recipe | None:
    """Exactly "each <thing> takes|needs N <things>"."""
    if len(texts) != 5 or texts[0].lower() != EACH:
        return None
    made, verb, things = words[1], words[2], words[4]
    value = positive_number(words[3], texts[3])
    if value is None or not _noun(made, "NN") or not _noun(things, "NNS"):
        return None
    if category_of(verb) not in RECIPE_VERBS or "VBZ" not in verb.tags:
        return None
    return Recipe(made.lemma.lower(), value, things)


@dataclass(frozen=True, slots=True)
class UseRest:
    at: int  # token index of 'and'
    made: str  # lemma of the made things
    making: str  # lemma of the making verb


def _use_rest(words: tuple[Word | None, ...], texts: tuple[str, ...]) -> UseRest | None:
    """The sentence's closing "and [decided to] use the rest to make pies", or None."""
    low = [t.lower() for t in texts]
    ands = [i for i, t in enumerate(low) if t == "and"]
    if not ands:
        return None
    at = ands[-1]
    tail = low[at + 1 :]
    tw = words[at + 1 :]
    if len(tail) == 8 and tail[1] == "to":  # decided to use the rest to make pies
        intent = tw[0]
        if intent is None or "VBD" not in intent.tags or not intent.category.startswith("verb"):
            return None
        if category_of(intent) in (USING, MAKING):
            return None
        use, use_tag, rest = tw[2], "VB", 3
    elif len(tail) == 6:  # used the rest to make pies
        use, use_tag, rest = tw[0], "VBD", 1
    else:
        return None
    if category_of(use) != USING or use_tag not in use.tags:
        return None
    if tail[rest : rest + 3] != ["the", "rest", "to"]:
        return None
    make, made = tw[rest + 3], tw[rest + 4]
    if category_of(make) != MAKING or "VB" not in make.tags or not _noun(made, "NNS"):
        return None
    return UseRest(at, made.lemma.lower(), make.lemma.lower())


def _subject(word: Word | None) -> str | None:
    """A doer as a subject: a third-person subject pronoun or a name, as written (lowered)."""
    if word is None:
        return None
    if word.category == "name":
        return word.text.lower()
    if word.category == "pronoun" and word.attr("person") == "3" and "subject" in word.attr("case"):
        return word.text.lower()
    return None


def _first_doer(words: tuple[Word | None, ...], stop: int) -> str | None:
    for w in words[:stop]:
        if w is not None and (w.category == "name" or w.category == "pronoun"):
            return _subject(w)
    return None


@dataclass(frozen=True, slots=True)
class Asked:
    made: str
    making: str
    doer: str


def _asked(words: tuple[Word | None, ...], texts: tuple[str, ...]) -> Asked | None:
    """ "how many pies could they make [with the rest]" (from 'how', no '?')."""
    low = [t.lower() for t in texts]
    if len(low) not in (6, 9) or low[:2] != ["how", "many"] or low[3] not in MODALS:
        return None
    if len(low) == 9 and low[6:] != ["with", "the", "rest"]:
        return None
    made, doer, make = words[2], _subject(words[4]), words[5]
    if doer is None or not _noun(made, "NNS") or category_of(make) != MAKING or "VB" not in make.tags:
        return None
    return Asked(made.lemma.lower(), make.lemma.lower(), doer)


def _plain(sentences: list[Sentence], lexicon, things: str) -> bool:
    """No negation, rate or 'each' left in the story once the recipe is out, and no counted kind but the
    recipe's things: "45 plums and 20 figs" leaves 'the rest' of what unsaid."""
    for sentence in sentences:
        words = sentence_words(sentence, lexicon)
        for i, w in enumerate(words):
            if w is None:
                continue
            if w.category in ("rate_marker", "distributive", "negation"):
                return False
            after = words[i + 1] if i + 1 < len(words) else None
            if w.category == "number" and after is not None and after.category in ("noun", "unit_noun"):
                if after.lemma.lower() != things:
                    return False
    return True


def read_rest_made(text: str, lexicon, read: Callable[[str, object], object]) -> Reasked | None:
    """How many things the rest of a supply makes, or None when the problem is not of this shape."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    last = sentences[-1]
    words, texts = clause_words(last, lexicon)
    hows = [i for i, t in enumerate(texts) if t.lower() == "how"]
    if len(hows) != 1:
        return None
    q = hows[0]
    asked = _asked(words[q:], texts[q:])
    if asked is None:
        return None
    story = list(sentences[:-1])
    recipe: Recipe | None = None
    if q > 0:
        if texts[0].lower() != "if" or q < 3 or texts[q - 1] != ",":
            return None
        recipe = _recipe(words[1 : q - 1], texts[1 : q - 1])
        if recipe is None:
            return None
    else:
        found = [(i, _recipe(*clause_words(s, lexicon))) for i, s in enumerate(story)]
        found = [(i, r) for i, r in found if r is not None]
        if len(found) != 1:
            return None
        at, recipe = found[0]
        del story[at]
    if recipe.made != asked.made:
        return None
    uses = [(i, _use_rest(*clause_words(s, lexicon))) for i, s in enumerate(story)]
    uses = [(i, u) for i, u in uses if u is not None]
    if len(uses) != 1:
        return None
    at, use = uses[0]
    if at != len(story) - 1:
        return None  # a change told after the rest was set aside: is it in the rest?
    if use.made != asked.made or use.making != asked.making:
        return None
    sentence = story[at]
    s_words, _ = clause_words(sentence, lexicon)
    if _first_doer(s_words, use.at) != asked.doer:
        return None
    if not _plain(story, lexicon, recipe.things.lemma.lower()):
        return None
    cut = f"{text[sentence.start : sentence.tokens[use.at].start].rstrip()}."
    parts = [text[s.start : s.end] for s in story]
    parts[at] = cut
    things = recipe.things.text.lower()
    if asked.doer == "they":
        question = f"How many {things} are left?"
    else:
        doer = asked.doer if words[q + 4].category == "pronoun" else texts[q + 4]
        question = f"How many {things} does {doer} have left?"
    base = read(f"{' '.join(parts)} {question}", lexicon)
    value = getattr(base, "value", None)
    if value is None or value <= 0 or value.denominator != 1:
        return None
    if getattr(base, "unit", None) != recipe.things.lemma.lower():
        return None
    made = value / recipe.value
    if made.denominator != 1 or made <= 0:
        return None
    step = f"{value} {things} left at {recipe.value} {things} per {asked.made}: {made} {asked.made}s"
    return Reasked(made, base, step, asked.made)
