namespace outer { namespace inner {
__attribute__((device)) float half(float x) { return x * 0.5f; }
} }
__attribute__((host,device)) float both(float v) { return outer::inner::half(v); }
