"""Tests of the puzzles: ratings, the build, the shipped set and hostile puzzle files."""
