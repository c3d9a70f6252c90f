package storage // base64.go: the text form of save bytes in localStorage (std base64, no build tag so it is tested natively).

import "encoding/base64"

func encodeBase64(b []byte) string { return base64.StdEncoding.EncodeToString(b) }

func decodeBase64(s string) ([]byte, error) { return base64.StdEncoding.DecodeString(s) }
