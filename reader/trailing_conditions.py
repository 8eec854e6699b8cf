"""A question whose 'if' clause comes last is read with the clause first (ADR 0090).

"How many homes did she clean, if she made 276 dollars?" says the same as
"If she made 276 dollars, how many homes did she clean?": the condition is a
step of the story stated before the question is asked. The sentence-opening
'if' already has a rule (ADR 0010), so the tokens are put in that order and
read by it; every word of the clause still obeys every other rule.

The reorder is only made when nothing can change its meaning:

- the sentence is a question opening with 'how' or 'what', and 'if' is its
  only subordinator and its only later question word (one clause, one
  question: "If he has $200, how many ... if one costs $10" stays refused);
- the clause states an amount ("if he is sad" is no step of the arithmetic);
- the clause is not a counterfactual: no 'had' or 'have' before another verb
  ("if she had bought 2 more"), no modal ("if she would ...");
- a pronoun in the clause may point forward to a name in the question
  ("How much did Noemi have if she ..."): put first, it looks back instead,
  so the reading stands only when it lands on a name the question holds.

Refusals of the reordered reading are moved back to the token they name in
the sentence as written, so the caret still points at the right word.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from packs.model import Lexicon
from reader.refusals import ReaderRefusal, refuse
from reader.reorders import reorder_each
from reader.state import ProblemReadingState
from reader.tokenise import Sentence, Token

CONDITION = "if"
HAVE = "have"
ASKING = frozenset({"how", "what"})  # "When ... if ...?" asks for a time: no rule reads it either way
AMOUNTS = frozenset({"number", "number_word", "scale_word", "currency_sign", "fraction_word"})
SKIPPED_AFTER_HAVE = frozenset({"adverb", "negation"})


@dataclass(frozen=True, slots=True)
class Fronted:
    """How one question was reordered.

    ``order``: for each position in the reordered sentence, the position it had as written.
    ``clause_length``: the clause's tokens come first, positions 0 .. clause_length - 1.
    ``names``: the named holders in the question a clause pronoun may point forward to.
    """

    order: tuple[int, ...]
    clause_length: int
    names: frozenset[str]


def _categories(sentence: Sentence, lexicon: Lexicon) -> tuple[tuple[str, str], ...]:
    from reader.lifecycle import sentence_words

    out = []
    for token, word in zip(sentence.tokens, sentence_words(sentence, lexicon), strict=True):
        out.append(("", token.text.lower()) if word is None else (word.category, word.lemma))
    return tuple(out)


def _counterfactual(clause: tuple[tuple[str, str], ...]) -> bool:
    """ "if she had bought 2 more", "if he would give": a world other than the story's."""
    for i, (category, lemma) in enumerate(clause):
        if category == "auxiliary" and lemma not in ("do", "did", "does"):
            return True
        if lemma != HAVE:
            continue
        after = next((c for c, _ in clause[i + 1 :] if c not in SKIPPED_AFTER_HAVE), "")
        if after == "copula" or after.startswith("verb"):
            return True
    return False


def _names(sentence: Sentence, question: range) -> frozenset[str]:
    """The case-free keys of the capitalised words after the question's first word (its named holders)."""
    return frozenset(
        sentence.tokens[i].text.casefold()
        for i in question
        if i > 0 and sentence.tokens[i].text[:1].isupper()
    )


def fronted(sentence: Sentence, lexicon: Lexicon) -> tuple[Sentence, Fronted] | None:
    """The question with its trailing 'if' clause moved to the front, or None when the shape does not fit."""
    if not sentence.is_question or len(sentence.tokens) < 4:
        return None
    if not any(token.text.casefold() == CONDITION for token in sentence.tokens[3:]):
        return None  # no 'if' where a trailing condition could start: nothing to look up
    words = _categories(sentence, lexicon)
    if words[0][0] != "question_word" or words[0][1] not in ASKING:
        return None
    ifs = [i for i, (category, lemma) in enumerate(words) if category == "subordinator"]
    later_questions = [i for i, (category, _) in enumerate(words) if category == "question_word" and i > 0]
    if len(ifs) != 1 or later_questions or words[ifs[0]][1] != CONDITION:
        return None
    at = ifs[0]
    if at < 3 or at == len(words) - 1:
        return None
    clause = words[at:]
    cut = at - 1 if words[at - 1][1] == "," else at
    if not any(category in AMOUNTS for category, _ in clause):
        return None  # "... if he is sad": a condition with no amount is no step of the arithmetic
    if _counterfactual(clause):
        return None
    comma = (
        sentence.tokens[cut] if cut < at else Token(",", sentence.tokens[at].start, sentence.tokens[at].start)
    )
    order = tuple(range(at, len(words))) + (cut if cut < at else at,) + tuple(range(cut))
    tokens = sentence.tokens[at:] + (comma,) + sentence.tokens[:cut]
    return replace(sentence, tokens=tokens), Fronted(order, len(clause), _names(sentence, range(cut)))


def front_conditions(
    sentences: tuple[Sentence, ...], lexicon: Lexicon
) -> tuple[tuple[Sentence, ...], dict[int, Fronted]]:
    """Every question with a trailing 'if' clause reordered; the orders map positions back."""
    return reorder_each(sentences, lambda sentence: fronted(sentence, lexicon))


def as_written(refusal: ReaderRefusal, orders: dict[int, Fronted]) -> ReaderRefusal:
    """A refusal of a reordered sentence, pointed at the token's position in the sentence as written."""
    moved = orders.get(refusal.sentence_index)
    if moved is None or refusal.token_index >= len(moved.order):
        return refusal
    return replace(refusal, token_index=moved.order[refusal.token_index])


def as_read(sentence_index: int, token_index: int, orders: dict[int, Fronted]) -> int:
    """A token's position as written, moved to where the reordered sentence has it."""
    moved = orders.get(sentence_index)
    return token_index if moved is None else moved.order.index(token_index)


def forward_pronoun(
    problem: ProblemReadingState, sentence_index: int, moved: Fronted
) -> ReaderRefusal | None:
    """A clause pronoun that did not land on a name the question holds.

    As written, "How much does Tim earn if he sells 3 cups?" lets 'he' point forward to Tim; put
    first, 'he' looks back instead. The two agree only when it lands on a name in the question;
    anything else might be the wrong person, so the reading refuses.
    """
    if not moved.names:
        return None
    for resolution in problem.pronoun_resolution_history:
        if resolution.sentence_index != sentence_index or resolution.token_index >= moved.clause_length:
            continue
        if resolution.resolved_to not in moved.names:
            return refuse(
                "unresolved_pronoun",
                f"'{resolution.pronoun}' may point forward to a name in the question, not back",
                sentence_index,
                resolution.token_index,
                resolution.pronoun,
            )
    return None
