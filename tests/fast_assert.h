/* Assertions for hot test loops. Check's ck_assert_* report every passing
 * assertion's location through a pipe; these only call Check on failure. */
#ifndef TEST_FAST_ASSERT_H
#define TEST_FAST_ASSERT_H

#include <check.h>

#define EXPECT_OP(a, op, b)                                                                   \
    do {                                                                                      \
        long long expect_a_ = (long long)(a), expect_b_ = (long long)(b);                     \
        if (!(expect_a_ op expect_b_))                                                        \
            ck_abort_msg("%s:%d: expected %s %s %s, got %lld and %lld", __FILE__, __LINE__,   \
                         #a, #op, #b, expect_a_, expect_b_);                                  \
    } while (0)

#define EXPECT_EQ(a, b) EXPECT_OP(a, ==, b)
#define EXPECT_NE(a, b) EXPECT_OP(a, !=, b)
#define EXPECT_GT(a, b) EXPECT_OP(a, >, b)
#define EXPECT_GE(a, b) EXPECT_OP(a, >=, b)
#define EXPECT_LE(a, b) EXPECT_OP(a, <=, b)
#define EXPECT_U64_EQ(a, b)                                                                   \
    do {                                                                                      \
        unsigned long long expect_a_ = (a), expect_b_ = (b);                                  \
        if (expect_a_ != expect_b_)                                                           \
            ck_abort_msg("%s:%d: expected %s == %s, got %llx and %llx", __FILE__, __LINE__,   \
                         #a, #b, expect_a_, expect_b_);                                       \
    } while (0)
#define EXPECT_U64_NE(a, b)                                                                   \
    do {                                                                                      \
        unsigned long long expect_a_ = (a), expect_b_ = (b);                                  \
        if (expect_a_ == expect_b_)                                                           \
            ck_abort_msg("%s:%d: expected %s != %s, both %llx", __FILE__, __LINE__, #a, #b,   \
                         expect_a_);                                                          \
    } while (0)
#define EXPECT(cond)                                                                          \
    do {                                                                                      \
        if (!(cond))                                                                          \
            ck_abort_msg("%s:%d: expected %s", __FILE__, __LINE__, #cond);                    \
    } while (0)

#endif
