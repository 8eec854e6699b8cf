"""A share of one's own amount told in the same phrase: "Tim gave him half of his 40 balls", "She ate 25%
of her 60 cookies", "Wally gives 3/4 of his 400 tickets to Jensen" (ADR 0347).

The reader reads the amount and the share told apart: "Tim has 40 balls. He gave Ann half of his
balls." Told in one phrase, the number after the possessive stands next to the share and the reading
stops on "two amounts in a row". The phrase says two things -- the holder has N things, and the share of
them moves -- so the problem is told again as the two clauses, the holding first: "Tim had 40 balls.
Tim gave him half of his balls." The whole reader reads the retold text; its answer stands with one
step more, its refusal leaves the first refusal standing. Nothing is counted here: a share that is no
whole count ("a third of his 40 balls") is the plain reading's to refuse.

Retold only where the whole shape is found, as the sentence's first clause:
"<Name|he|she> <move verb> [<name|object pronoun>] <share> of <his|her> <number> <plural noun> [<rest>]"

- the move verb gives, loses, sells or spends (categories in ``MOVE_VERBS``): "half of his 40 balls
  are red" or "says half of ..." is no move of the share;
- the share is a fraction word, an ordinal ('a third', 'two thirds', 'one-fourth'; never 'first'), a
  fraction ("3/4") or a percentage; "5 of his 40 balls" stays, and so does 'a quarter' or 'three
  quarters' (the lexicon's quarter is a coin: "gave Ann three quarters of his balls" is read as three
  coins today);
- the possessive is the subject's: 'he' and 'his', 'she' and 'her', or a name whose gender is the
  possessive's ("Tim gave her half of her 40 balls" and a name of either gender stay);
- the rest holds no verb and no number ("... to his two friends", "... are red" stay);
- no earlier sentence may tell the holder's amount: when the thing was named earlier and the holder
  may have been too (the same name, any pronoun, or any person for a 'he' or 'she' subject), the
  amount might disagree or have changed since, and the text is left as it was.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.change_back import is_name, name_gender
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import split_sentences

MOVE_VERBS = frozenset({"verb_give", "verb_lose", "verb_sell", "verb_pay"})
SUBJECT_POSSESSIVES = {"he": "his", "she": "her"}
POSSESSIVES = frozenset({"his", "her"})
RECIPIENTS = frozenset({"him", "her", "me", "us", "them"})
SHARE_WORDS = frozenset({"fraction_word", "ordinal_word"})
NOT_SHARES = frozenset({"first", "second"})  # ordinals that name a place in a row, not a part
SHARE_LEADS = frozenset({"a", "an", "one"})
MAX_SHARE_WORDS = 4  # "one - third", "two thirds"
PERSON_WORDS = frozenset({"he", "she", "him", "his", "her", "they", "them", "their", "it", "its"})


def fraction_of_own(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each "<share> of his <N> <things>" told as "<holder> has <N> <things>." first."""
    sentences = split_sentences(text)
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for index, sentence in enumerate(sentences):
        words = sentence_words(sentence, lexicon)
        found = _own_share(words)
        if found is None:
            continue
        holder, verb, number, noun = found
        earlier = [sentence_words(s, lexicon) for s in sentences[:index]]
        if _told_before(earlier, words[holder], words[noun]):
            return None
        tokens = sentence.tokens
        has = "has" if "VBZ" in words[verb].tags else "had"
        told = f"{tokens[holder].text} {has} {tokens[number].text} {tokens[noun].text}. "
        edits.append((tokens[0].start, tokens[0].start, told))
        edits.append((tokens[number].start, tokens[noun].start, ""))
        steps.append(
            f"'{tokens[number - 1].text} {tokens[number].text} {tokens[noun].text}' told first as '{told.strip()}'"
        )
    return with_edits(text, edits, steps)


def _own_share(words) -> tuple[int, int, int, int] | None:
    """(holder, verb, number, noun) indices of the shape in the module docstring; None when it is not it."""
    if len(words) < 7 or any(w is None for w in words):
        return None
    holder, verb = words[0], words[1]
    if verb.category not in MOVE_VERBS:
        return None
    at = 2
    if is_name(words[at]) or words[at].text.casefold() in RECIPIENTS:
        at += 1
    of = _share_end(words, at)
    if of is None or of + 3 >= len(words):
        return None
    possessive, number, noun = words[of + 1], words[of + 2], words[of + 3]
    if possessive.text.casefold() not in POSSESSIVES or not _is_holders(holder, possessive):
        return None
    if number.category != "number" or number.shape is None or number.shape.primitive != "integer":
        return None
    if number.shape.unit or noun.category != "noun" or noun.text.casefold() == noun.lemma.casefold():
        return None
    for word in words[of + 4 :]:
        if word.category.startswith("verb") or word.category in ("number", "number_word", "copula"):
            return None
    return 0, 1, of + 2, of + 3


def _share_end(words, at: int) -> int | None:
    """The index of 'of' after a share starting at ``at`` ("half", "a third", "3/4", "25%"); None if none."""
    shared = False
    for j in range(at, min(at + MAX_SHARE_WORDS + 1, len(words))):
        word = words[j]
        low = word.text.casefold()
        if word.category == "prep_of":
            return j if shared and j > at else None
        if shared:
            return None  # "half the 40": one share word, then 'of'
        if word.category in SHARE_WORDS and low not in NOT_SHARES:
            shared = True
        elif word.category == "number" and word.shape is not None:
            if word.shape.primitive not in ("fraction", "percent") or j != at:
                return None
            shared = True
        elif not (low in SHARE_LEADS or word.category == "number_word" or low == "-"):
            return None
    return None


def _is_holders(holder: Word, possessive: Word) -> bool:
    """Whether the possessive is the subject's own: 'he'-'his', or a name whose gender is the possessive's."""
    low = holder.text.casefold()
    if low in SUBJECT_POSSESSIVES:
        return SUBJECT_POSSESSIVES[low] == possessive.text.casefold()
    return is_name(holder) and name_gender(holder) == possessive.attr("gender")


def _told_before(earlier, holder: Word, noun: Word) -> bool:
    """Whether an earlier sentence names the thing and may name the holder: its amount may be told already."""
    things = noun.lemma.casefold()
    if not any(w is not None and w.lemma.casefold() == things for s in earlier for w in s):
        return False
    if not is_name(holder):
        return True  # 'he' may be anyone named before
    people = {holder.text.casefold()} | PERSON_WORDS
    return any(w is not None and w.text.casefold() in people for s in earlier for w in s)
