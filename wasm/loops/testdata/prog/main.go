// Program prog exercises the control flow that wasm/loops restructures:
// counted, rotated and nested loops, loops with calls (resume points inside the
// loop), goroutine switches in the middle of a loop (the stack unwound and
// rewound), panics recovered inside a loop, switches, labelled break/continue
// and goto. It prints what it computes; its output must not change.
package main

import (
	"fmt"
	"sort"
	"strings"
)

//go:noinline
func sum(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s = s*3 + i
	}
	return s
}

//go:noinline
func nested(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			if (i+j)%3 == 0 {
				continue
			}
			s += i * j
			if s > 1<<40 {
				break
			}
		}
	}
	return s
}

//go:noinline
func withCalls(n int) []int {
	var out []int // append calls growslice inside the loop
	for i := 0; i < n; i++ {
		if i%7 == 3 {
			out = append(out, sum(i))
		}
	}
	return out
}

//go:noinline
func labelled(n int) (int, int) {
	found, steps := -1, 0
outer:
	for a := 1; a < n; a++ {
		for b := a; b < n; b++ {
			steps++
			switch {
			case a*b == 391:
				found = a*1000 + b
				break outer
			case b > a*4:
				continue outer
			}
		}
	}
	return found, steps
}

//go:noinline
func gotos(n int) int {
	i, s := 0, 0
top:
	if i >= n {
		return s
	}
	s += i ^ s
	i++
	if i%5 == 0 {
		goto skip
	}
	s++
skip:
	goto top
}

//go:noinline
func collatz(n int) int {
	steps := 0
	for n != 1 {
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
		steps++
	}
	return steps
}

// producer sends through an unbuffered channel from inside a loop: each send
// switches goroutines, unwinding the wasm stack in the middle of the loop and
// resuming there.
func producer(n int, c chan<- int) {
	for i := 0; i < n; i++ {
		c <- sum(i % 20)
	}
	close(c)
}

//go:noinline
func safeDiv(a, b int) (q int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	for i := 0; i < 3; i++ {
		q += a / b
	}
	return q, nil
}

//go:noinline
func words(s string) map[string]int {
	m := map[string]int{}
	for _, w := range strings.Fields(s) {
		m[strings.ToLower(w)]++
	}
	return m
}

func main() {
	fmt.Println("sum", sum(30), sum(1000))
	fmt.Println("nested", nested(200))
	fmt.Println("withCalls", withCalls(60))
	fmt.Println(labelled(100))
	fmt.Println("gotos", gotos(1000))
	t := 0
	for i := 1; i < 3000; i++ {
		t += collatz(i)
	}
	fmt.Println("collatz", t)
	c := make(chan int)
	go producer(500, c)
	got := 0
	for v := range c {
		got = got*7 + v
	}
	fmt.Println("channel", got)
	for b := 2; b >= -1; b-- {
		q, err := safeDiv(100, b)
		fmt.Println("div", b, q, err)
	}
	m := words("the quick brown fox jumps over the lazy dog The DOG sleeps")
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Print(k, "=", m[k], " ")
	}
	fmt.Println()
}
