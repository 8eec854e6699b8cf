"""Phrases set off with commas that only say again who or what was just named (ADR 0391).

Three shapes are written as the reader already reads them, before any sentence is read:

- a name set off after an owned or definite person noun: "Her brother, Todd, ate ..." is
  "Her brother Todd ate ..." (ADR 0107 reads that shape). The closing comma is needed, and only a
  verb, copula, auxiliary, adverb or time word may follow it: "his friend, Jim, and Ann" may list
  three people, and "gave his brother, Todd, 5 apples" is left as written.
- a counted group set off before its names: "Two friends, Hubert and Ian, are ..." is "Hubert and
  Ian are ...", "... , each have ...". The names are listed with commas and one 'and' (Oxford comma or not), the list is
  closed by a comma, and the count must equal the number of names, so the number has its role (it
  is checked, then dropped); a count that differs leaves the text as written.
- a describing phrase with no number set off after an object at the end of a statement: "Farmer
  Brown raises emus, large birds." is "Farmer Brown raises emus." The phrase must open with 'a'/'an'
  or a describing word and hold only describing words and nouns: no number, no operator word, no
  'and', so "apples, pears" (a list) and "apples, 3 of them" stay as written. The object must be a
  bare plural and a phrase opened by 'a'/'an' must hold a describing word before its noun: "bought 5
  pens, a ruler" and "keeps cats, a dog" may list one more thing (ADR 0393).

Anything else, and any comma the reader already reads (lists of amounts, of subjects, of clauses),
is left untouched; a rewritten text is read by the ordinary rules, with all their refusals.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences

OWNERS = frozenset({"his", "her", "their", "my", "our", "your", "the"})
MODIFIERS = frozenset({"adjective", "measure_adjective", "noun"})
AFTER_SET_OFF = frozenset({"copula", "auxiliary", "adverb", "time_marker", "distributive"})
DESCRIBING = frozenset({"adjective", "measure_adjective", "noun"})
NUMBER_WORDS = frozenset({"number", "number_word"})
COUNTING_NOUNS = frozenset({"pair", "couple"})


def _comma(w: Word | None) -> bool:
    return w is not None and w.text == ","


def _name(w: Word | None) -> bool:
    return w is not None and w.category == "name" and w.text[:1].isupper()


def _verb_like(w: Word | None) -> bool:
    """What may follow a set-off phrase: the verb, or a word standing before it ("also", "then", "each")."""
    return w is not None and (w.category.startswith("verb") or w.category in AFTER_SET_OFF)


def _owned_role(words: tuple[Word | None, ...], head: int) -> bool:
    """ "her (older) brother", "Jordan's friend", "the clown": one singular person noun, owned or definite."""
    w = words[head]
    if w is None or w.category != "person_noun" or "NNS" in w.tags:
        return False
    i = head - 1
    while i >= 0 and (m := words[i]) is not None and m.category in MODIFIERS and not m.text[:1].isupper():
        i -= 1
    if i < 0 or words[i] is None:
        return False
    owner = words[i]
    assert owner is not None
    if owner.text.casefold() in OWNERS and owner.category in ("pronoun", "article"):
        return True
    return owner.category == "possessive_marker" and i > 0 and _name(words[i - 1])


def _named_roles(words: tuple[Word | None, ...]) -> list[int]:
    """Token indices of the commas around a name set off after an owned person noun."""
    cut: list[int] = []
    for i in range(1, len(words) - 3):
        if (
            _comma(words[i])
            and _name(words[i + 1])
            and _comma(words[i + 2])
            and _verb_like(words[i + 3])
            and _owned_role(words, i - 1)
        ):
            cut += [i, i + 2]
    return cut


def _count(w: Word | None) -> int | None:
    if w is None or w.category not in NUMBER_WORDS:
        return None
    value = w.shape.value if w.shape is not None else None
    if value is None and w.attr("value"):
        value = int(w.attr("value"))
    return int(value) if value is not None and value == int(value) else None


def _counted_group(words: tuple[Word | None, ...]) -> list[int]:
    """ "Two friends, Hubert and Ian, are": the count, the noun and the commas to drop, when the count agrees."""
    if len(words) < 6:
        return []
    count, noun = _count(words[0]), words[1]
    if count is None or count < 2 or noun is None or noun.category != "person_noun" or "NNS" not in noun.tags:
        return []
    at = 3 if _comma(words[2]) else 2
    names, i, closed = 0, at, False
    while i < len(words):
        if not _name(words[i]):
            return []
        names += 1
        i += 1
        w = words[i] if i < len(words) else None
        if w is not None and w.text.casefold() == "and":
            if closed:
                return []
            closed = True
            i += 1
        elif (
            _comma(w)
            and i + 1 < len(words)
            and (n := words[i + 1]) is not None
            and n.text.casefold() == "and"
        ):
            if closed or names < 2:  # "Two friends, Hubert, and Ian": an Oxford comma lists three
                return []
            closed = True
            i += 2
        elif _comma(w) and closed:
            break
        elif _comma(w):
            i += 1
        else:
            return []
    after = words[i + 1] if i + 1 < len(words) else None
    if not closed or names != count or not _verb_like(after):
        return []
    return list(range(at)) + [i]


def _describing_tail(sentence: Sentence, words: tuple[Word | None, ...]) -> list[int]:
    """ "raises emus, large birds.": a numberless describing phrase set off after the last object."""
    if sentence.is_question or sum(1 for w in words if _comma(w)) != 1:
        return []
    at = next(i for i, w in enumerate(words) if _comma(w))
    before, tail = words[at - 1] if at > 0 else None, words[at + 1 :]
    if before is None or before.category != "noun" or "NNS" not in before.tags or not tail:
        return []
    finite = ("VBZ", "VBD", "VBP")  # "raises" may be looked up as a noun first: its tags still say verb
    if not any(
        w is not None and (w.category.startswith("verb") or set(finite) & set(w.tags)) for w in words[:at]
    ):
        return []
    first = tail[0]
    opens = first is not None and (
        first.text.casefold() in ("a", "an") or first.category in ("adjective", "measure_adjective")
    )
    rest = tail[1:] if first is not None and first.category == "article" else tail
    if not opens or not rest or any(w is None or w.category not in DESCRIBING or _counts(w) for w in rest):
        return []
    last = rest[-1]
    if last is None or last.category != "noun":
        return []
    if _counted_object(words, at - 1):
        return []  # "bought 5 pens, a ruler", "has 5 cats, young kittens": as likely a list as a description
    if first is not None and first.category == "article" and len(rest) < 2:
        return []  # "keeps cats, a dog": a lone noun may be one more thing, not a kind of the first
    return list(range(at, len(words)))


def _counted_object(words: tuple[Word | None, ...], noun: int) -> bool:
    """The object before the comma is counted ("5 pens", "a dozen large eggs"), not a bare plural ("ducks")."""
    i = noun - 1
    while i >= 0 and (w := words[i]) is not None and w.category in DESCRIBING:
        i -= 1
    return i >= 0 and words[i] is not None and (words[i].category in NUMBER_WORDS or _counts(words[i]))


def _counts(w: Word) -> bool:
    """ "a pair", "a pack": a noun that tells how many, which a set-off phrase may not drop."""
    return w.attr("collective") == "yes" or w.lemma in COUNTING_NOUNS


def set_off_phrases(text: str, lexicon: Lexicon) -> str:
    """The text with set-off names, counted groups and numberless describing phrases written plainly."""
    drop: list[tuple[int, int]] = []
    for sentence in split_sentences(text):
        words = sentence_words(sentence, lexicon)
        for cut in (_named_roles(words), _counted_group(words), _describing_tail(sentence, words)):
            if not cut:
                continue
            tokens = sentence.tokens
            runs: list[list[int]] = []
            for i in cut:
                if runs and runs[-1][-1] == i - 1:
                    runs[-1].append(i)
                else:
                    runs.append([i])
            for run in runs:
                first, last = run[0], run[-1]
                if first == 0:  # an opening phrase: up to the next word kept
                    drop.append((tokens[0].start, tokens[last + 1].start))
                elif first == last:  # a lone comma
                    drop.append((tokens[first].start, tokens[first].end))
                else:  # a phrase with its comma: from the end of the word before it
                    drop.append((tokens[first - 1].end, tokens[last].end))
            break
    if not drop:
        return text
    out, last = [], 0
    for start, end in sorted(drop):
        if start < last:
            start = last
        out.append(text[last:start])
        last = max(last, end)
    out.append(text[last:])
    return "".join(out)
