// Generated from supabase/migrations by `npm run db:types`: change a migration, not this file.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      experience: {
        Row: {
          created_at: string
          end_month: string | null
          highlights: string[]
          id: string
          is_current: boolean
          location: string | null
          organisation: string
          role: string
          start_month: string
          summary: string
          technologies: string[]
        }
        Insert: {
          created_at?: string
          end_month?: string | null
          highlights?: string[]
          id?: string
          is_current?: boolean
          location?: string | null
          organisation: string
          role: string
          start_month: string
          summary: string
          technologies?: string[]
        }
        Update: {
          created_at?: string
          end_month?: string | null
          highlights?: string[]
          id?: string
          is_current?: boolean
          location?: string | null
          organisation?: string
          role?: string
          start_month?: string
          summary?: string
          technologies?: string[]
        }
        Relationships: []
      }
      insight_totals: {
        Row: {
          day: string
          label: string
          metric: string
          n: number
        }
        Insert: {
          day: string
          label?: string
          metric: string
          n?: number
        }
        Update: {
          day?: string
          label?: string
          metric?: string
          n?: number
        }
        Relationships: []
      }
      message_stage_changes: {
        Row: {
          changed_at: string
          from_stage: string
          id: string
          message_id: string
          to_stage: string
        }
        Insert: {
          changed_at?: string
          from_stage: string
          id?: string
          message_id: string
          to_stage: string
        }
        Update: {
          changed_at?: string
          from_stage?: string
          id?: string
          message_id?: string
          to_stage?: string
        }
        Relationships: [
          {
            foreignKeyName: "message_stage_changes_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: false
            referencedRelation: "messages"
            referencedColumns: ["id"]
          },
        ]
      }
      messages: {
        Row: {
          budget: string | null
          budget_currency: string | null
          created_at: string
          email: string
          follow_up_on: string | null
          id: string
          message: string
          name: string
          notes: string | null
          read_at: string | null
          referrer_host: string | null
          sender_hash: string | null
          service: string | null
          service_name: string | null
          stage: string
          timeline: string | null
          utm_campaign: string | null
          utm_medium: string | null
          utm_source: string | null
          value_amount: number | null
          value_currency: string | null
        }
        Insert: {
          budget?: string | null
          budget_currency?: string | null
          created_at?: string
          email: string
          follow_up_on?: string | null
          id?: string
          message: string
          name: string
          notes?: string | null
          read_at?: string | null
          referrer_host?: string | null
          sender_hash?: string | null
          service?: string | null
          service_name?: string | null
          stage?: string
          timeline?: string | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          value_amount?: number | null
          value_currency?: string | null
        }
        Update: {
          budget?: string | null
          budget_currency?: string | null
          created_at?: string
          email?: string
          follow_up_on?: string | null
          id?: string
          message?: string
          name?: string
          notes?: string | null
          read_at?: string | null
          referrer_host?: string | null
          sender_hash?: string | null
          service?: string | null
          service_name?: string | null
          stage?: string
          timeline?: string | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          value_amount?: number | null
          value_currency?: string | null
        }
        Relationships: []
      }
      payment_events: {
        Row: {
          event_id: string
          outcome: string
          payload: NonNullable<Json>
          payment_id: string | null
          received_at: string
          type: string
        }
        Insert: {
          event_id: string
          outcome: string
          payload: NonNullable<Json>
          payment_id?: string | null
          received_at?: string
          type: string
        }
        Update: {
          event_id?: string
          outcome?: string
          payload?: NonNullable<Json>
          payment_id?: string | null
          received_at?: string
          type?: string
        }
        Relationships: [
          {
            foreignKeyName: "payment_events_payment_id_fkey"
            columns: ["payment_id"]
            isOneToOne: false
            referencedRelation: "payments"
            referencedColumns: ["id"]
          },
        ]
      }
      payments: {
        Row: {
          amount: number
          amount_refunded: number
          client_name: string
          created_at: string
          currency: string
          id: string
          invoice_url: string | null
          message_id: string | null
          method: string | null
          mismatch: Json | null
          note: string | null
          paid_at: string | null
          proposal_id: string | null
          receipt_url: string | null
          reference: string
          session_expires_at: string | null
          source: string
          status: string
          stripe_payment_intent: string | null
          stripe_session_id: string | null
          stripe_session_url: string | null
          updated_at: string
        }
        Insert: {
          amount: number
          amount_refunded?: number
          client_name: string
          created_at?: string
          currency: string
          id?: string
          invoice_url?: string | null
          message_id?: string | null
          method?: string | null
          mismatch?: Json | null
          note?: string | null
          paid_at?: string | null
          proposal_id?: string | null
          receipt_url?: string | null
          reference: string
          session_expires_at?: string | null
          source: string
          status: string
          stripe_payment_intent?: string | null
          stripe_session_id?: string | null
          stripe_session_url?: string | null
          updated_at?: string
        }
        Update: {
          amount?: number
          amount_refunded?: number
          client_name?: string
          created_at?: string
          currency?: string
          id?: string
          invoice_url?: string | null
          message_id?: string | null
          method?: string | null
          mismatch?: Json | null
          note?: string | null
          paid_at?: string | null
          proposal_id?: string | null
          receipt_url?: string | null
          reference?: string
          session_expires_at?: string | null
          source?: string
          status?: string
          stripe_payment_intent?: string | null
          stripe_session_id?: string | null
          stripe_session_url?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "payments_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: false
            referencedRelation: "messages"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payments_proposal_id_fkey"
            columns: ["proposal_id"]
            isOneToOne: false
            referencedRelation: "proposal_totals"
            referencedColumns: ["proposal_id"]
          },
          {
            foreignKeyName: "payments_proposal_id_fkey"
            columns: ["proposal_id"]
            isOneToOne: false
            referencedRelation: "proposals"
            referencedColumns: ["id"]
          },
        ]
      }
      post_slugs: {
        Row: {
          created_at: string
          post_id: string
          slug: string
        }
        Insert: {
          created_at?: string
          post_id: string
          slug: string
        }
        Update: {
          created_at?: string
          post_id?: string
          slug?: string
        }
        Relationships: [
          {
            foreignKeyName: "post_slugs_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "posts"
            referencedColumns: ["id"]
          },
        ]
      }
      posts: {
        Row: {
          body: string
          cover_alt: string | null
          cover_path: string | null
          created_at: string
          deleted_at: string | null
          id: string
          project_id: string | null
          publish_at: string
          slug: string
          status: string
          summary: string
          tags: string[]
          title: string
          updated_at: string
        }
        Insert: {
          body: string
          cover_alt?: string | null
          cover_path?: string | null
          created_at?: string
          deleted_at?: string | null
          id?: string
          project_id?: string | null
          publish_at?: string
          slug: string
          status?: string
          summary: string
          tags?: string[]
          title: string
          updated_at?: string
        }
        Update: {
          body?: string
          cover_alt?: string | null
          cover_path?: string | null
          created_at?: string
          deleted_at?: string | null
          id?: string
          project_id?: string | null
          publish_at?: string
          slug?: string
          status?: string
          summary?: string
          tags?: string[]
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "posts_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      profile: {
        Row: {
          availability: string
          availability_date: string | null
          availability_note: string | null
          booking_url: string | null
          business_address: string | null
          business_name: string | null
          code_url: string | null
          contact_email: string
          contact_intro: string
          copyright_year: number | null
          currency: string
          cv_path: string | null
          cv_url: string | null
          description: string
          hero_heading: string
          id: boolean
          intro: string
          name: string
          network_url: string | null
          other_links: NonNullable<Json>
          payment_instructions: string | null
          photo_alt: string | null
          photo_path: string | null
          projects_intro: string
          resume_public: boolean
          role: string
          site_name: string
          skills_intro: string
          stats: NonNullable<Json>
          tax_id: string | null
          updated_at: string
        }
        Insert: {
          availability?: string
          availability_date?: string | null
          availability_note?: string | null
          booking_url?: string | null
          business_address?: string | null
          business_name?: string | null
          code_url?: string | null
          contact_email: string
          contact_intro?: string
          copyright_year?: number | null
          currency?: string
          cv_path?: string | null
          cv_url?: string | null
          description: string
          hero_heading: string
          id?: boolean
          intro: string
          name: string
          network_url?: string | null
          other_links?: NonNullable<Json>
          payment_instructions?: string | null
          photo_alt?: string | null
          photo_path?: string | null
          projects_intro?: string
          resume_public?: boolean
          role: string
          site_name?: string
          skills_intro?: string
          stats: NonNullable<Json>
          tax_id?: string | null
          updated_at?: string
        }
        Update: {
          availability?: string
          availability_date?: string | null
          availability_note?: string | null
          booking_url?: string | null
          business_address?: string | null
          business_name?: string | null
          code_url?: string | null
          contact_email?: string
          contact_intro?: string
          copyright_year?: number | null
          currency?: string
          cv_path?: string | null
          cv_url?: string | null
          description?: string
          hero_heading?: string
          id?: boolean
          intro?: string
          name?: string
          network_url?: string | null
          other_links?: NonNullable<Json>
          payment_instructions?: string | null
          photo_alt?: string | null
          photo_path?: string | null
          projects_intro?: string
          resume_public?: boolean
          role?: string
          site_name?: string
          skills_intro?: string
          stats?: NonNullable<Json>
          tax_id?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      project_slugs: {
        Row: {
          created_at: string
          project_id: string
          slug: string
        }
        Insert: {
          created_at?: string
          project_id: string
          slug: string
        }
        Update: {
          created_at?: string
          project_id?: string
          slug?: string
        }
        Relationships: [
          {
            foreignKeyName: "project_slugs_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      projects: {
        Row: {
          category: string
          client: string | null
          created_at: string
          deleted_at: string | null
          description: string
          display_order: number
          featured: boolean
          github_url: string | null
          id: string
          images: NonNullable<Json>
          is_ongoing: boolean
          outcomes: NonNullable<Json>
          owner_role: string | null
          period_end: string | null
          period_start: string | null
          project_url: string | null
          report_title: string | null
          report_url: string | null
          slug: string
          status: string
          team_size: number | null
          technologies: string[]
          title: string
          updated_at: string
          video_title: string | null
          video_url: string | null
          visibility: string
        }
        Insert: {
          category: string
          client?: string | null
          created_at?: string
          deleted_at?: string | null
          description: string
          display_order: number
          featured?: boolean
          github_url?: string | null
          id?: string
          images?: NonNullable<Json>
          is_ongoing?: boolean
          outcomes?: NonNullable<Json>
          owner_role?: string | null
          period_end?: string | null
          period_start?: string | null
          project_url?: string | null
          report_title?: string | null
          report_url?: string | null
          slug: string
          status?: string
          team_size?: number | null
          technologies?: string[]
          title: string
          updated_at?: string
          video_title?: string | null
          video_url?: string | null
          visibility?: string
        }
        Update: {
          category?: string
          client?: string | null
          created_at?: string
          deleted_at?: string | null
          description?: string
          display_order?: number
          featured?: boolean
          github_url?: string | null
          id?: string
          images?: NonNullable<Json>
          is_ongoing?: boolean
          outcomes?: NonNullable<Json>
          owner_role?: string | null
          period_end?: string | null
          period_start?: string | null
          project_url?: string | null
          report_title?: string | null
          report_url?: string | null
          slug?: string
          status?: string
          team_size?: number | null
          technologies?: string[]
          title?: string
          updated_at?: string
          video_title?: string | null
          video_url?: string | null
          visibility?: string
        }
        Relationships: []
      }
      proposal_lines: {
        Row: {
          amount: number | null
          description: string
          id: string
          position: number
          proposal_id: string
          quantity: number
          service_id: string | null
          unit_price: number
        }
        Insert: {
          amount?: never
          description: string
          id?: string
          position: number
          proposal_id: string
          quantity: number
          service_id?: string | null
          unit_price: number
        }
        Update: {
          amount?: never
          description?: string
          id?: string
          position?: number
          proposal_id?: string
          quantity?: number
          service_id?: string | null
          unit_price?: number
        }
        Relationships: [
          {
            foreignKeyName: "proposal_lines_proposal_id_fkey"
            columns: ["proposal_id"]
            isOneToOne: false
            referencedRelation: "proposal_totals"
            referencedColumns: ["proposal_id"]
          },
          {
            foreignKeyName: "proposal_lines_proposal_id_fkey"
            columns: ["proposal_id"]
            isOneToOne: false
            referencedRelation: "proposals"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proposal_lines_service_id_fkey"
            columns: ["service_id"]
            isOneToOne: false
            referencedRelation: "services"
            referencedColumns: ["id"]
          },
        ]
      }
      proposals: {
        Row: {
          accepted_name: string | null
          accepted_version: string | null
          answered_at: string | null
          client_email: string | null
          client_name: string
          created_at: string
          currency: string
          decline_reason: string | null
          deposit_value: number | null
          discount: number
          id: string
          introduction: string
          last_opened_at: string | null
          message_id: string | null
          milestones: NonNullable<Json>
          open_count: number
          payment_method: string
          payment_terms: string
          previous_id: string | null
          project_ids: string[]
          reference: string
          revoked_at: string | null
          sender: NonNullable<Json>
          status: string
          superseded_at: string | null
          terms: string
          title: string
          token_hash: string
          valid_until: string
          version: number
        }
        Insert: {
          accepted_name?: string | null
          accepted_version?: string | null
          answered_at?: string | null
          client_email?: string | null
          client_name: string
          created_at?: string
          currency: string
          decline_reason?: string | null
          deposit_value?: number | null
          discount?: number
          id?: string
          introduction?: string
          last_opened_at?: string | null
          message_id?: string | null
          milestones?: NonNullable<Json>
          open_count?: number
          payment_method?: string
          payment_terms?: string
          previous_id?: string | null
          project_ids?: string[]
          reference: string
          revoked_at?: string | null
          sender?: NonNullable<Json>
          status?: string
          superseded_at?: string | null
          terms?: string
          title: string
          token_hash: string
          valid_until: string
          version?: number
        }
        Update: {
          accepted_name?: string | null
          accepted_version?: string | null
          answered_at?: string | null
          client_email?: string | null
          client_name?: string
          created_at?: string
          currency?: string
          decline_reason?: string | null
          deposit_value?: number | null
          discount?: number
          id?: string
          introduction?: string
          last_opened_at?: string | null
          message_id?: string | null
          milestones?: NonNullable<Json>
          open_count?: number
          payment_method?: string
          payment_terms?: string
          previous_id?: string | null
          project_ids?: string[]
          reference?: string
          revoked_at?: string | null
          sender?: NonNullable<Json>
          status?: string
          superseded_at?: string | null
          terms?: string
          title?: string
          token_hash?: string
          valid_until?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "proposals_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: false
            referencedRelation: "messages"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proposals_previous_id_fkey"
            columns: ["previous_id"]
            isOneToOne: true
            referencedRelation: "proposal_totals"
            referencedColumns: ["proposal_id"]
          },
          {
            foreignKeyName: "proposals_previous_id_fkey"
            columns: ["previous_id"]
            isOneToOne: true
            referencedRelation: "proposals"
            referencedColumns: ["id"]
          },
        ]
      }
      revisions: {
        Row: {
          id: string
          row_id: string
          saved_at: string
          state: NonNullable<Json>
          table_name: string
        }
        Insert: {
          id?: string
          row_id: string
          saved_at?: string
          state: NonNullable<Json>
          table_name: string
        }
        Update: {
          id?: string
          row_id?: string
          saved_at?: string
          state?: NonNullable<Json>
          table_name?: string
        }
        Relationships: []
      }
      services: {
        Row: {
          category: string
          created_at: string
          deleted_at: string | null
          description: string
          display_order: number
          duration: string | null
          featured: boolean
          id: string
          included: string[]
          name: string
          outcome: string
          price_amount: number | null
          price_currency: string | null
          slug: string
          status: string
          updated_at: string
        }
        Insert: {
          category: string
          created_at?: string
          deleted_at?: string | null
          description: string
          display_order: number
          duration?: string | null
          featured?: boolean
          id?: string
          included?: string[]
          name: string
          outcome: string
          price_amount?: number | null
          price_currency?: string | null
          slug: string
          status?: string
          updated_at?: string
        }
        Update: {
          category?: string
          created_at?: string
          deleted_at?: string | null
          description?: string
          display_order?: number
          duration?: string | null
          featured?: boolean
          id?: string
          included?: string[]
          name?: string
          outcome?: string
          price_amount?: number | null
          price_currency?: string | null
          slug?: string
          status?: string
          updated_at?: string
        }
        Relationships: []
      }
      share_links: {
        Row: {
          created_at: string
          expires_at: string | null
          id: string
          last_opened_at: string | null
          name: string
          open_count: number
          project_id: string
          revoked_at: string | null
          token_hash: string
        }
        Insert: {
          created_at?: string
          expires_at?: string | null
          id?: string
          last_opened_at?: string | null
          name: string
          open_count?: number
          project_id: string
          revoked_at?: string | null
          token_hash: string
        }
        Update: {
          created_at?: string
          expires_at?: string | null
          id?: string
          last_opened_at?: string | null
          name?: string
          open_count?: number
          project_id?: string
          revoked_at?: string | null
          token_hash?: string
        }
        Relationships: [
          {
            foreignKeyName: "share_links_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      skills: {
        Row: {
          color: string
          created_at: string
          description: string
          display_order: number
          icon: string
          id: string
          title: string
        }
        Insert: {
          color: string
          created_at?: string
          description: string
          display_order: number
          icon: string
          id?: string
          title: string
        }
        Update: {
          color?: string
          created_at?: string
          description?: string
          display_order?: number
          icon?: string
          id?: string
          title?: string
        }
        Relationships: []
      }
      testimonial_requests: {
        Row: {
          client_name: string
          company: string
          created_at: string
          expires_at: string
          id: string
          project_id: string | null
          revoked_at: string | null
          token_hash: string
          used_at: string | null
        }
        Insert: {
          client_name: string
          company: string
          created_at?: string
          expires_at: string
          id?: string
          project_id?: string | null
          revoked_at?: string | null
          token_hash: string
          used_at?: string | null
        }
        Update: {
          client_name?: string
          company?: string
          created_at?: string
          expires_at?: string
          id?: string
          project_id?: string | null
          revoked_at?: string | null
          token_hash?: string
          used_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "testimonial_requests_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      testimonial_submissions: {
        Row: {
          author_name: string
          author_role: string
          company: string
          consent: boolean
          created_at: string
          id: string
          photo_path: string | null
          quote: string
          request_id: string
        }
        Insert: {
          author_name: string
          author_role: string
          company: string
          consent: boolean
          created_at?: string
          id?: string
          photo_path?: string | null
          quote: string
          request_id: string
        }
        Update: {
          author_name?: string
          author_role?: string
          company?: string
          consent?: boolean
          created_at?: string
          id?: string
          photo_path?: string | null
          quote?: string
          request_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "testimonial_submissions_request_id_fkey"
            columns: ["request_id"]
            isOneToOne: true
            referencedRelation: "testimonial_requests"
            referencedColumns: ["id"]
          },
        ]
      }
      testimonials: {
        Row: {
          author_name: string
          author_role: string
          company: string
          created_at: string
          deleted_at: string | null
          display_order: number
          featured: boolean
          id: string
          photo_path: string | null
          project_id: string | null
          quote: string
          source_url: string | null
        }
        Insert: {
          author_name: string
          author_role: string
          company: string
          created_at?: string
          deleted_at?: string | null
          display_order: number
          featured?: boolean
          id?: string
          photo_path?: string | null
          project_id?: string | null
          quote: string
          source_url?: string | null
        }
        Update: {
          author_name?: string
          author_role?: string
          company?: string
          created_at?: string
          deleted_at?: string | null
          display_order?: number
          featured?: boolean
          id?: string
          photo_path?: string | null
          project_id?: string | null
          quote?: string
          source_url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "testimonials_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      payment_month_totals: {
        Row: {
          currency: string | null
          month: string | null
          payments: number | null
          received: number | null
        }
        Relationships: []
      }
      proposal_totals: {
        Row: {
          amount_due: number | null
          discount: number | null
          proposal_id: string | null
          subtotal: number | null
          total: number | null
        }
        Insert: {
          amount_due?: number | null
          discount?: number | null
          proposal_id?: string | null
          subtotal?: number | null
          total?: number | null
        }
        Update: {
          amount_due?: number | null
          discount?: number | null
          proposal_id?: string | null
          subtotal?: number | null
          total?: number | null
        }
        Relationships: []
      }
    }
    Functions: {
      answer_proposal: {
        Args: {
          choice: string
          reason_given?: string
          seen_version: string
          signer_name?: string
          token: string
        }
        Returns: string
      }
      approve_testimonial_submission: {
        Args: { photo?: string; submission: string }
        Returns: string
      }
      attach_checkout: {
        Args: {
          expires_at: string
          payment: string
          session_id: string
          session_url: string
        }
        Returns: boolean
      }
      begin_checkout: { Args: { token: string }; Returns: Json }
      content_inventory: {
        Args: { buckets: string[]; tables: string[] }
        Returns: Json
      }
      create_proposal: { Args: { fields: Json; lines: Json }; Returns: string }
      current_user_is_owner: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      delete_manual_payment: { Args: { payment: string }; Returns: boolean }
      export_content: { Args: { tables: Json }; Returns: Json }
      files_in_revisions: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      history_ignored: { Args: { table_name: string }; Returns: string[] }
      import_content: {
        Args: { replace?: boolean; tables: Json }
        Returns: Json
      }
      import_resume: {
        Args: { entries: Json; profile_fields: Json; skill_rows: Json }
        Returns: boolean
      }
      insight_report: { Args: { days: number }; Returns: Json }
      insight_salt: {
        Args: Record<PropertyKey, never>
        Returns: {
          day: string
          salt: string
        }[]
      }
      move_row: {
        Args: { direction: string; list_name: string; row_id: string }
        Returns: boolean
      }
      open_proposal: { Args: { token: string }; Returns: Json }
      preview_proposal: { Args: { target: string }; Returns: Json }
      project_at: {
        Args: { project_slug: string }
        Returns: {
          category: string
          client: string | null
          created_at: string
          deleted_at: string | null
          description: string
          display_order: number
          featured: boolean
          github_url: string | null
          id: string
          images: NonNullable<Json>
          is_ongoing: boolean
          outcomes: NonNullable<Json>
          owner_role: string | null
          period_end: string | null
          period_start: string | null
          project_url: string | null
          report_title: string | null
          report_url: string | null
          slug: string
          status: string
          team_size: number | null
          technologies: string[]
          title: string
          updated_at: string
          video_title: string | null
          video_url: string | null
          visibility: string
        }[]
        SetofOptions: {
          from: "*"
          to: "projects"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      proposal_is_open: { Args: { token: string }; Returns: boolean }
      purge_trash: {
        Args: Record<PropertyKey, never>
        Returns: {
          id: string
          kind: string
        }[]
      }
      record_insight_batch: { Args: { hits: Json }; Returns: number[] }
      record_manual_payment: {
        Args: {
          amount: number
          method: string
          note?: string
          paid_on: string
          proposal: string
        }
        Returns: string
      }
      record_stripe_event: { Args: { event: Json }; Returns: string }
      restore_revision: { Args: { revision_id: string }; Returns: boolean }
      set_payment_links: {
        Args: { invoice?: string; payment: string; receipt?: string }
        Returns: undefined
      }
      share_link_target: {
        Args: { project_slug: string; token: string }
        Returns: string
      }
      shared_project: {
        Args: { project_slug: string; token: string }
        Returns: {
          category: string
          client: string | null
          created_at: string
          deleted_at: string | null
          description: string
          display_order: number
          featured: boolean
          github_url: string | null
          id: string
          images: NonNullable<Json>
          is_ongoing: boolean
          outcomes: NonNullable<Json>
          owner_role: string | null
          period_end: string | null
          period_start: string | null
          project_url: string | null
          report_title: string | null
          report_url: string | null
          slug: string
          status: string
          team_size: number | null
          technologies: string[]
          title: string
          updated_at: string
          video_title: string | null
          video_url: string | null
          visibility: string
        }[]
        SetofOptions: {
          from: "*"
          to: "projects"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      submit_testimonial: {
        Args: {
          author_name: string
          author_role: string
          company: string
          consent: boolean
          photo_path?: string
          quote: string
          token: string
        }
        Returns: boolean
      }
      testimonial_request_at: {
        Args: { token: string }
        Returns: {
          client_name: string
          company: string
          project_title: string
        }[]
      }
      throttle: {
        Args: {
          keys: string[]
          maxes: number[]
          mode: string
          windows_ms: number[]
        }
        Returns: number
      }
      unlisted_project_slugs: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      update_proposal: {
        Args: { fields: Json; lines: Json; target: string }
        Returns: boolean
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
