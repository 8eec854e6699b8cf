"""Devices that play recordings are things; moves from and questions about one's own place (ADR 0216)."""

from reader.media import owns_place
from reader.values import EntityRef
from tests.reader.reading import refusal_of, value_of


def test_a_recording_player_is_no_referent_of_she(lexicon):
    text = (
        "Dario had 40 songs on his dvd player. If he deleted 12 old songs from it and then added 6 new "
        "songs, how many songs does he have on his dvd player?"
    )
    assert value_of(text, lexicon) == 34


def test_a_player_of_a_game_stays_a_person(lexicon):
    text = "The soccer player had 12 stickers. She gave 4 stickers to her coach. How many stickers does the soccer player have?"
    assert value_of(text, lexicon) == 8


def test_a_loss_from_the_place_the_things_were_told_on(lexicon):
    text = (
        "Lina had 25 tracks on her mp3 player. She deleted 7 tracks from it. How many tracks does she have?"
    )
    assert value_of(text, lexicon) == 18


def test_a_loss_from_another_place_refuses(lexicon):
    text = "Dario had 40 songs on his laptop. He deleted 12 songs from his mp3 player. How many songs does he have?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_a_loss_from_a_place_that_holds_on_its_own_refuses(lexicon):
    text = "There were 20 songs on Ivo's mp3 player. He deleted 3 songs from it. How many songs are on his mp3 player?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_old_and_new_on_moves_are_not_kinds(lexicon):
    text = "Kenji had 18 songs. He deleted 4 old songs and added 9 new songs. How many songs does Kenji have now?"
    assert value_of(text, lexicon) == 23


def test_old_and_new_kept_as_kinds_when_held_or_asked(lexicon):
    assert (
        value_of(
            "Marta had 12 old coins and 4 new coins. She lost 2 old coins. How many coins does she have?",
            lexicon,
        )
        == 14
    )
    text = "Lina had 25 tracks. She deleted 7 old tracks. How many old tracks does she have?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


def test_a_question_about_the_owners_one_place(lexicon):
    text = (
        "Noor had 9 text files and 16 image files on her laptop. If she deleted 20 of the files, how many "
        "files were still on her laptop?"
    )
    assert value_of(text, lexicon) == 5


def test_a_question_about_a_place_after_a_gain_refuses(lexicon):
    text = "Theo had 60 files on his tablet. He downloaded 15 files. How many files were still on his tablet?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_a_question_about_a_place_when_things_are_on_two_places_refuses(lexicon):
    text = (
        "Kim had 9 music files on her laptop and 11 video files on her phone. If she deleted 4 of the files, "
        "how many files were still on her laptop?"
    )
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_owns_place():
    kim = EntityRef("kim", "Kim", "female", "singular", "person", 0)
    player = EntityRef("kim's mp3 player", "Kim's mp3 player", "neuter", "singular", "thing", 0)
    other = EntityRef("kim's friend's laptop", "Kim's friend's laptop", "neuter", "singular", "thing", 0)
    assert owns_place(kim, player)
    assert not owns_place(kim, other)
    assert not owns_place(player, kim)
