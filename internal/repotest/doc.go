// Package repotest holds the tests of the repository's own set-up: the
// Makefile's deps and test targets, .ci/run, the Dockerfile and the
// README's CI recipe. It has no code of its own.
package repotest
