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

A question may also open with a condition and end with a second one (ADR 0315):
"If Jo has 32 cards, how many will she have if Al gives her 40?" is read "If Jo
has 32 cards and Al gives her 40, how many ...?"; the opening clause is told
first, so it stays first. The order is plain only when the question and the
trailing clause look forward together: a past form in either ("how many did she
have if ...", "if he gave ...") or a time word in the trailing clause ("if she
later buys ...") leaves the sentence as written. The trailing clause obeys every
rule a lone trailing condition obeys, and its pronouns must land on a name the
opening clause or the question holds. The question's name is its first capitalised
word that is no possessor ("Bob's brother Tom" asks about Tom), and a trailing clause
that tells a holding ("if he has $10") after an opening change ("If Tom spends $4")
is not joined: put after the change it would make the change part of a start solved
backwards, so the sentence refuses as written (ADR 0322).

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
JOINING = "and"  # "If A, how many ... if B?" is read "If A and B, how many ...?"
PAST_FORMS = frozenset({"did", "was", "were"})  # the past forms the lexicon tags 'base'
POSSESS = "verb_possess"
POSSESSOR = "possessive_marker"


@dataclass(frozen=True, slots=True)
class Fronted:
    """How one question was reordered.

    ``order``: for each position in the reordered sentence, the position it had as written.
    ``clause_length``: the moved clause's tokens are positions clause_start .. clause_start + clause_length - 1
    (0 when it comes first; after the opening condition when it joins one).
    ``names``: the named holders in the question a clause pronoun may point forward to.
    ``subject``: for a second condition, the question's first name: a tie among a clause pronoun's
    referents is settled for it, as the pronoun as written points forward to it.
    """

    order: tuple[int, ...]
    clause_length: int
    names: frozenset[str]
    clause_start: int = 0
    subject: str = ""


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


def _past(sentence: Sentence, lexicon: Lexicon, span: range) -> bool:
    """A past form among the tokens of ``span`` ("did", "was", "gave", "had")."""
    from reader.lifecycle import sentence_words

    words = sentence_words(sentence, lexicon)
    for i in span:
        word = words[i]
        if sentence.tokens[i].text.casefold() in PAST_FORMS or (word is not None and "VBD" in word.tags):
            return True
    return False


def _comma_before(sentence: Sentence, words: tuple[tuple[str, str], ...], at: int) -> tuple[int, Token]:
    """Where the question ends before the clause at ``at``, and the comma that closes the moved clause."""
    cut = at - 1 if words[at - 1][1] == "," else at
    comma = (
        sentence.tokens[cut] if cut < at else Token(",", sentence.tokens[at].start, sentence.tokens[at].start)
    )
    return cut, comma


def _moved_first(sentence: Sentence, words: tuple[tuple[str, str], ...], at: int) -> tuple[Sentence, Fronted]:
    """The clause from ``at`` to the end put before the question."""
    cut, comma = _comma_before(sentence, words, at)
    order = tuple(range(at, len(words))) + (cut if cut < at else at,) + tuple(range(cut))
    tokens = sentence.tokens[at:] + (comma,) + sentence.tokens[:cut]
    return replace(sentence, tokens=tokens), Fronted(order, len(words) - at, _names(sentence, range(cut)))


def _readable(clause: tuple[tuple[str, str], ...]) -> bool:
    """A clause with an amount and no counterfactual: a step of the arithmetic in the story's world."""
    return any(category in AMOUNTS for category, _ in clause) and not _counterfactual(clause)


def _holds(clause: tuple[tuple[str, str], ...]) -> bool:
    """ "if he has $10": the clause tells what someone holds."""
    return any(category == POSSESS for category, _ in clause)


def _changes(clause: tuple[tuple[str, str], ...]) -> bool:
    """ "If Tom spends $4", "If Ann gives Tom 3": the clause tells an amount moving (a verb other than 'have')."""
    return any(category.startswith("verb") and category != POSSESS for category, _ in clause)


def _named(sentence: Sentence, words: tuple[tuple[str, str], ...], at: int) -> bool:
    """A capitalised word that names a holder: not a possessor ("Bob's brother Tom": Bob is not asked)."""
    if not sentence.tokens[at].text[:1].isupper():
        return False
    return not (at + 1 < len(words) and words[at + 1][0] == POSSESSOR)


def _second_condition(
    sentence: Sentence, words: tuple[tuple[str, str], ...], lexicon: Lexicon
) -> tuple[Sentence, Fronted] | None:
    """ "If A, how many ... if B?" read as "If A and B, how many ...?", or None (ADR 0315)."""
    ifs = [i for i, (category, _) in enumerate(words) if category == "subordinator"]
    questions = [i for i, (category, _) in enumerate(words) if category == "question_word"]
    if len(ifs) != 2 or len(questions) != 1 or words[ifs[1]][1] != CONDITION:
        return None
    asked, at = questions[0], ifs[1]
    if words[asked][1] not in ASKING or asked < 3 or words[asked - 1][1] != "," or at < asked + 3:
        return None  # the opening condition must end at the comma before the question
    if at == len(words) - 1 or not _readable(words[at:]) or _counterfactual(words[1 : asked - 1]):
        return None
    if any(category == "time_marker" for category, _ in words[at:]):
        return None  # "if she later buys 3", "if he had 5 before": the order of the two is not plain
    if _holds(words[at:]) and _changes(words[1 : asked - 1]):
        return None  # "If Tom spends $4, how much will he have left if he has $10?": the holding comes first
    cut, comma = _comma_before(sentence, words, at)
    if _past(sentence, lexicon, range(asked, cut)) or _past(sentence, lexicon, range(at, len(words))):
        return None  # "how many did she have if she gave ...": the asked moment may come before the clause
    joining = Token(JOINING, sentence.tokens[at].start, sentence.tokens[at].end)
    opening = asked - 1
    order = (
        tuple(range(opening))
        + (at,)
        + tuple(range(at + 1, len(words)))
        + (opening,)
        + tuple(range(asked, cut))
    )
    tokens = (
        sentence.tokens[:opening]
        + (joining,)
        + sentence.tokens[at + 1 :]
        + (sentence.tokens[opening],)
        + sentence.tokens[asked:cut]
    )
    # As written, a clause pronoun may point forward to the question's subject or back to the opening
    # clause; joined, it looks back. The two agree only when it lands on the question's first name.
    first = next((i for i in range(asked + 1, cut) if _named(sentence, words, i)), None)
    names = frozenset() if first is None else frozenset({sentence.tokens[first].text.casefold()})
    if first is None and any(category == "pronoun" for category, _ in words[at:]):
        return None  # no name in the question: a clause pronoun could mean anyone told before
    moved = Fronted(order, len(words) - at, names, clause_start=opening, subject=min(names, default=""))
    return replace(sentence, tokens=tokens), moved


def fronted(sentence: Sentence, lexicon: Lexicon) -> tuple[Sentence, Fronted] | None:
    """The question with its trailing clause moved to the front, or None when the shape does not fit."""
    if not sentence.is_question or len(sentence.tokens) < 4:
        return None
    if not any(token.text.casefold() == CONDITION for token in sentence.tokens[3:]):
        return None  # no 'if' where a trailing condition could start: nothing to look up
    words = _categories(sentence, lexicon)
    if words[0] == ("subordinator", CONDITION):
        return _second_condition(sentence, words, lexicon)
    if words[0][0] != "question_word" or words[0][1] not in ASKING:
        return None
    ifs = [i for i, (category, lemma) in enumerate(words) if category == "subordinator"]
    later_questions = [i for i, (category, _) in enumerate(words) if category == "question_word" and i > 0]
    if len(ifs) != 1 or later_questions or words[ifs[0]][1] != CONDITION:
        return None
    at = ifs[0]
    if at < 3 or at == len(words) - 1:
        return None
    if not _readable(words[at:]):
        return None  # "... if he is sad": a condition with no amount is no step of the arithmetic
    return _moved_first(sentence, words, at)


def front_conditions(
    sentences: tuple[Sentence, ...], lexicon: Lexicon
) -> tuple[tuple[Sentence, ...], dict[int, Fronted]]:
    """Every question with a trailing 'if' clause reordered; the orders map positions back.

    The last sentence is a question even when it ends with a period ("..., how many will he have if
    ... ."): it is read as one when its words open a question the way ``fronted`` requires.
    """
    last = len(sentences) - 1

    def move(sentence: Sentence) -> tuple[Sentence, Fronted] | None:
        if sentence.terminator == "." and sentence is sentences[last]:
            return fronted(replace(sentence, terminator="?"), lexicon)
        return fronted(sentence, lexicon)

    return reorder_each(sentences, move)


def subject_choices(
    sentences: tuple[Sentence, ...], orders: dict[int, Fronted], lexicon: Lexicon
) -> tuple[tuple[int, int, str], ...]:
    """For a second condition, every clause pronoun's tie settled for the question's subject (as read).

    A choice only picks among referents the reader finds equally good; a pronoun that lands on
    anyone else, tie or not, still refuses (``forward_pronoun``).
    """
    out = []
    for index, moved in orders.items():
        if not moved.subject:
            continue
        words = _categories(sentences[index], lexicon)
        for at in range(moved.clause_start, moved.clause_start + moved.clause_length):
            if words[at][0] == "pronoun":
                out.append((index, at, moved.subject))
    return tuple(out)


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
        if resolution.sentence_index != sentence_index:
            continue
        if not moved.clause_start <= resolution.token_index < moved.clause_start + moved.clause_length:
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
